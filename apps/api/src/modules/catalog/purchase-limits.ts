import { dropMessages, formatSeoulOpening } from '@shop/contract/drops';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as repo from './repo';

/** What the sale-start and per-member rules read of an item. */
export interface DropInfo {
  itemId: number;
  itemName: string;
  saleStartsAt: Date | null;
  maxPerMember: number | null;
}

/** 409: the item opens for sale later. */
export class NotOnSaleError extends HttpError {
  constructor(item: DropInfo & { saleStartsAt: Date }) {
    super(
      409,
      dropMessages.notOnSale(item.itemName, formatSeoulOpening(item.saleStartsAt.toISOString())),
    );
  }
}

/** 409: the member would hold or have bought more than the item's "1인 N개". */
export class PurchaseLimitError extends HttpError {
  constructor(item: DropInfo & { maxPerMember: number }, already: number) {
    super(409, dropMessages.limitReached(item.itemName, item.maxPerMember, already));
  }
}

export function assertOnSale(item: DropInfo, now: Date = new Date()): void {
  if (item.saleStartsAt && item.saleStartsAt.getTime() > now.getTime()) {
    throw new NotOnSaleError({ ...item, saleStartsAt: item.saleStartsAt });
  }
}

/**
 * Throws PurchaseLimitError when `quantity` more units of a limited item (lines of the same item
 * summed) and what the member already holds or bought exceed its limit. With `lock`, inside the
 * caller's transaction, each limited item's member lock is taken first (in item order, so two
 * payments cannot deadlock) and kept until the caller's hold is committed.
 */
export async function assertWithinLimits(
  executor: Executor,
  memberId: number,
  lines: (DropInfo & { quantity: number })[],
  options: { exceptOrderId?: number; lock?: boolean } = {},
): Promise<void> {
  const wanted = new Map<number, { item: DropInfo & { maxPerMember: number }; quantity: number }>();
  for (const line of lines) {
    if (line.maxPerMember === null) continue;
    const entry = wanted.get(line.itemId);
    if (entry) entry.quantity += line.quantity;
    else
      wanted.set(line.itemId, {
        item: { ...line, maxPerMember: line.maxPerMember },
        quantity: line.quantity,
      });
  }
  if (wanted.size === 0) return;
  const itemIds = [...wanted.keys()].sort((a, b) => a - b);
  if (options.lock) {
    for (const itemId of itemIds) await repo.lockMemberItem(executor, memberId, itemId);
  }
  const held = await repo.unitsHeldOrBought(
    executor,
    memberId,
    itemIds,
    options.exceptOrderId ?? null,
  );
  for (const itemId of itemIds) {
    const { item, quantity } = wanted.get(itemId)!;
    const already = held.get(itemId) ?? 0;
    if (already + quantity > item.maxPerMember) throw new PurchaseLimitError(item, already);
  }
}
