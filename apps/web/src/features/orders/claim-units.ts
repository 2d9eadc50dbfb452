import { type ClaimKind, OPEN_CLAIM_STATUSES } from '@shop/contract/claim-rules';
import type { Order } from '@shop/contract/orders';

/** One of an order's claims, as the order answer carries it. */
export type OrderClaim = NonNullable<Order['claims']>[number];
export type OrderLine = Order['items'][number];

export const isOpenClaim = (claim: Pick<OrderClaim, 'status'>) =>
  OPEN_CLAIM_STATUSES.includes(claim.status);

/** The order takes a request now: it has a deadline (delivered, not confirmed) still ahead. */
export const canRequestClaim = (order: Order, now = Date.now()) =>
  order.claim_deadline != null && Date.parse(order.claim_deadline) > now;

/**
 * Units of each line that claims hold: the open ones and, as the server counts them, completed
 * exchanges (their units were swapped, not refunded; a completed return shows as refunded units).
 */
export function heldUnits(order: Order): Map<number, number> {
  const held = new Map<number, number>();
  for (const claim of order.claims ?? []) {
    const holds = isOpenClaim(claim) || (claim.status === 'COMPLETED' && claim.kind === 'EXCHANGE');
    if (!holds) continue;
    for (const line of claim.lines) {
      held.set(line.line_id, (held.get(line.line_id) ?? 0) + line.quantity);
    }
  }
  return held;
}

/** What each line can still be claimed for: its units less those refunded and those held. */
export function availableUnits(order: Order): Map<number, number> {
  const held = heldUnits(order);
  return new Map(
    order.items.map((line) => [
      line.line_id,
      Math.max(0, line.quantity - (line.refunded_quantity ?? 0) - (held.get(line.line_id) ?? 0)),
    ]),
  );
}

/**
 * What the items kept after this request come to (claimFee's `keptItemsTotal`): the lines less
 * what was refunded, what open returns take back and, for a return, the units chosen now.
 */
export function keptItemsTotal(
  order: Order,
  kind: ClaimKind,
  chosen: ReadonlyMap<number, number>,
): number {
  const returning = new Map<number, number>();
  for (const claim of order.claims ?? []) {
    if (claim.kind !== 'RETURN' || !isOpenClaim(claim)) continue;
    for (const line of claim.lines) {
      returning.set(line.line_id, (returning.get(line.line_id) ?? 0) + line.quantity);
    }
  }
  return order.items.reduce((sum, line) => {
    const now = kind === 'RETURN' ? (chosen.get(line.line_id) ?? 0) : 0;
    const kept =
      line.quantity - (line.refunded_quantity ?? 0) - (returning.get(line.line_id) ?? 0) - now;
    return sum + line.unit_price * Math.max(0, kept);
  }, 0);
}
