import type { cartCreateRequestSchema, cartUpdateRequestSchema } from '@shop/contract/cart';
import {
  type CartEntry,
  type CartMergeAdjustment,
  type CartMergeResponse,
  cartMessages,
} from '@shop/contract/cart';
import { itemMessages } from '@shop/contract/items';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { GUEST_CART_TTL_MS } from '../../lib/guest-cart-cookie';
import { pruneInBatches } from '../../lib/prune';
import {
  assertOnSale,
  assertWithinLimits,
  type ItemService,
  type OptionInfo,
} from '../catalog/service';
import type { InsightService } from '../insight/service';
import type { CartOwner } from './repo';
import * as repo from './repo';

export { ownerColumns } from './repo';
export type { CartOwner };

export { GUEST_CART_TTL_MS };

type CreateInput = z.output<typeof cartCreateRequestSchema>;
type UpdateInput = z.output<typeof cartUpdateRequestSchema>;

const unprocessable = (field: string, msg: string) =>
  new HttpError(422, [{ loc: ['body', field], msg, type: 'value_error' }]);

function toEntry(row: repo.CartRow, option: OptionInfo): CartEntry {
  return {
    cart_id: row.id,
    item: { item_id: option.itemId, item_name: option.itemName, image_urls: option.imageUrls },
    quantity: row.quantity,
    options: option.label,
    unit_price: option.price,
    total_price: option.price * row.quantity,
    max_quantity: option.stock,
  };
}

/** 409 unless `quantity` of the option can be bought. */
function assertStock(option: OptionInfo, quantity: number) {
  if (option.hidden) throw conflict(itemMessages.hidden);
  if (option.stock === 0) throw conflict(cartMessages.soldOut(option.label));
  if (quantity > option.stock) throw conflict(cartMessages.maxQuantity(option.stock));
}

/**
 * 409 when the item is not on sale yet, or when its units in the cart (every option) and what the
 * member already holds or bought exceed its "1인 N개". Run after the cart line is written. A
 * guest cannot hold a limited item at all: its limit is counted per member.
 */
async function assertDropRules(executor: Executor, owner: CartOwner, option: OptionInfo) {
  assertOnSale(option);
  if (option.maxPerMember === null) return;
  if (!('memberId' in owner)) throw conflict(cartMessages.limitedNeedsSignIn);
  const quantity = await repo.itemQuantity(executor, owner.memberId, option.itemId);
  await assertWithinLimits(executor, owner.memberId, [{ ...option, quantity }]);
}

/** Whether a line of `option` may sit in a cart now (for moving a guest's line on sign-in). */
function canHold(option: OptionInfo | undefined, now: Date): option is OptionInfo {
  if (!option || option.hidden || option.stock === 0 || option.maxPerMember !== null) return false;
  return !option.saleStartsAt || option.saleStartsAt.getTime() <= now.getTime();
}

export function createCartService({
  db,
  items,
  insight,
}: {
  db: Database;
  items: ItemService;
  /** Counts each option put into a cart for the sales insight's funnel. */
  insight: Pick<InsightService, 'count'>;
}) {
  /** The owner's cart lines with their items' current names, prices, images and stock. */
  async function list(owner: CartOwner): Promise<CartEntry[]> {
    const rows = await repo.listCartRows(db, owner);
    const options = new Map(
      (await items.findOptions(rows.map((r) => r.optionId))).map((o) => [o.optionId, o]),
    );
    return rows.flatMap((row) => {
      const option = options.get(row.optionId);
      return option ? [toEntry(row, option)] : [];
    });
  }

  /** The guest cart a cookie names, if it still exists. */
  async function guestCart(token: string | undefined): Promise<CartOwner | undefined> {
    if (!token) return undefined;
    const id = await repo.useGuestCart(db, sha256(token));
    return id === undefined ? undefined : { guestCartId: id };
  }

  return {
    list,

    /** Adds options of one item; an option already in the cart adds to its quantity. */
    async add(owner: CartOwner, input: CreateInput): Promise<CartEntry[]> {
      const wanted = new Map<string, number>();
      for (const line of input.options) {
        wanted.set(line.color_size, (wanted.get(line.color_size) ?? 0) + line.quantity);
      }
      await db.transaction(async (tx) => {
        const found = await items.findOptionsByLabels(input.item_id, [...wanted.keys()], tx);
        const byLabel = new Map(found.map((o) => [o.label, o]));
        const lines = [...wanted].map(([label, quantity]) => {
          const option = byLabel.get(label);
          if (!option) throw notFound(cartMessages.unknownOption(label));
          return { option, quantity };
        });
        const rows = await repo.addToCart(
          tx,
          owner,
          lines.map(({ option, quantity }) => ({
            itemId: input.item_id,
            optionId: option.optionId,
            quantity,
          })),
        );
        const inCart = new Map(rows.map((r) => [r.optionId, r.quantity]));
        for (const { option } of lines) assertStock(option, inCart.get(option.optionId) ?? 0);
        // Every line is of the same item: its sale start and per-member limit are checked once.
        await assertDropRules(tx, owner, lines[0]!.option);
      });
      insight.count('cart_add', input.item_id, wanted.size);
      return list(owner);
    },

    /** Changes a line's option and quantity (1 … stock); moving onto a line in the cart merges. */
    async update(owner: CartOwner, cartId: number, input: UpdateInput): Promise<CartEntry[]> {
      await db.transaction(async (tx) => {
        const [row] = await repo.findCartRows(tx, owner, [cartId]);
        if (!row) throw notFound(cartMessages.entryNotFound);
        const option = await items.findOptionByLabel(row.itemId, input.options, tx);
        if (!option) throw unprocessable('options', cartMessages.unknownOption(input.options));
        const other = await repo.findCartRowByOption(tx, owner, option.optionId);
        const quantity =
          other && other.id !== row.id ? other.quantity + input.quantity : input.quantity;
        assertStock(option, quantity);
        if (other && other.id !== row.id) {
          await repo.updateCartRow(tx, other.id, { optionId: option.optionId, quantity });
          await repo.deleteCartRows(tx, owner, [row.id]);
        } else {
          await repo.updateCartRow(tx, row.id, { optionId: option.optionId, quantity });
        }
        await assertDropRules(tx, owner, option);
      });
      return list(owner);
    },

    /** Deletes the owner's lines among `cartIds`; 404 when none of them is the owner's. */
    async remove(owner: CartOwner, cartIds: number[]): Promise<void> {
      const deleted = await repo.deleteCartRows(db, owner, cartIds);
      if (deleted.length === 0) throw notFound(cartMessages.entryNotFound);
    },

    /** The owner's lines among `cartIds` (for an order started from the cart). */
    findLines: (owner: CartOwner, cartIds: number[], executor: Executor = db) =>
      repo.findCartRows(executor, owner, cartIds),

    /** Empties the lines an order was made of, in the paying transaction. */
    async removeOrdered(executor: Executor, owner: CartOwner, cartIds: number[]): Promise<void> {
      await repo.deleteCartRows(executor, owner, cartIds);
    },

    guestCart,

    /** Who is buying: the signed-in member, else the guest whose cart the cookie names. */
    async buyerOf(memberId: number | null, token: string | undefined) {
      if (memberId !== null) return { memberId } satisfies CartOwner;
      return (await guestCart(token)) ?? null;
    },

    /** A new guest cart and the cookie value that names it (only its hash is kept). */
    async openGuestCart(): Promise<{ owner: CartOwner; token: string }> {
      const token = randomToken();
      const id = await repo.createGuestCart(db, sha256(token));
      return { owner: { guestCartId: id }, token };
    },

    /**
     * Moves the guest cart a cookie names into the member's cart and deletes it: quantities add,
     * capped at the option's stock; a line that cannot be held (sold out, hidden, not on sale,
     * limited per member) stays out. Answers the member's cart and every line that did not move
     * in full. The guest cart is locked, so two sign-ins at once move it once.
     */
    async mergeGuestCart(memberId: number, token: string | undefined): Promise<CartMergeResponse> {
      const adjusted: CartMergeAdjustment[] = [];
      if (token) {
        await db.transaction(async (tx) => {
          const guestCartId = await repo.useGuestCart(tx, sha256(token), { lock: true });
          if (guestCartId === undefined) return;
          const member = { memberId };
          const guestRows = await repo.listCartRows(tx, { guestCartId });
          const options = new Map(
            (
              await items.findOptions(
                guestRows.map((r) => r.optionId),
                tx,
              )
            ).map((o) => [o.optionId, o]),
          );
          const held = new Map(
            (await repo.listCartRows(tx, member)).map((r) => [r.optionId, r.quantity]),
          );
          const now = new Date();
          const moved: { itemId: number; optionId: number; quantity: number }[] = [];
          for (const row of guestRows) {
            const option = options.get(row.optionId);
            const before = held.get(row.optionId) ?? 0;
            const wanted = before + row.quantity;
            const kept = canHold(option, now)
              ? Math.max(before, Math.min(wanted, option.stock))
              : before;
            if (kept < wanted && option) {
              adjusted.push({ item_name: option.itemName, options: option.label, wanted, kept });
            }
            if (kept > before) {
              moved.push({ itemId: row.itemId, optionId: row.optionId, quantity: kept - before });
            }
          }
          // One statement: a guest cart holds each option once.
          if (moved.length > 0) await repo.addToCart(tx, member, moved);
          await repo.deleteGuestCart(tx, guestCartId);
        });
      }
      return { items: await list({ memberId }), adjusted };
    },

    /** Deletes guest carts unused for GUEST_CART_TTL_MS, in batches; answers how many. */
    pruneGuestCarts(now: Date) {
      const before = new Date(now.getTime() - GUEST_CART_TTL_MS);
      return pruneInBatches((limit) => repo.deleteGuestCartsUnusedSince(db, before, limit));
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
