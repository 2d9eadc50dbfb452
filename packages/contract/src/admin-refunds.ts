/**
 * How much a refund gives back (docs/decisions/006-refunds.md).
 *
 * The coupon discount is spread over the goods in proportion to their price, counted on the
 * running total of refunded goods so that rounding never adds up to more than was paid:
 * after refunding goods worth V of an items total I with discount D, the member has had back
 * V − floor(D × V / I). Shipping is refunded only when the last units are refunded; that last
 * refund is whatever is left of the payment, so paid = refunded + remaining always holds.
 *
 * 적립금 spent on the order paid the same share of every won of it (docs/decisions/032): of the
 * net goods N refunded so far, floor(P × N / T) comes back as points, where P is the points spent
 * and T = P + the money charged; the rest as money. The last refund gives back whatever is left
 * of both.
 */
export interface RefundableLine {
  lineId: number;
  unitPrice: number;
  quantity: number;
  refundedQuantity: number;
}

export interface RefundableOrder {
  itemsTotal: number;
  discount: number;
  totalPrice: number;
  /** Refunded so far. */
  refunded: number;
  lines: RefundableLine[];
  /** 적립금 spent on the order, and given back so far. */
  pointsUsed?: number;
  pointsReturned?: number;
}

export interface RefundLineRequest {
  lineId: number;
  quantity: number;
}

export type RefundPlan =
  | {
      ok: true;
      amount: number;
      /** 적립금 given back with this refund. */
      points: number;
      /** Every unit of the order is refunded after this one. */
      complete: boolean;
      lines: RefundLineRequest[];
    }
  | { ok: false; reason: 'nothing_left' }
  | { ok: false; reason: 'unknown_line'; lineId: number }
  | { ok: false; reason: 'too_many'; lineId: number; left: number };

const goodsValue = (lines: RefundableLine[], refundedOf: (l: RefundableLine) => number) =>
  lines.reduce((sum, l) => sum + l.unitPrice * refundedOf(l), 0);

/** What the member has had back for goods worth `value` (discount share taken off). */
function netOfDiscount(order: RefundableOrder, value: number): number {
  if (order.itemsTotal <= 0) return 0;
  return value - Math.floor((order.discount * value) / order.itemsTotal);
}

/** The refund for `requested` lines (all that is left when undefined), or why there is none. */
export function planRefund(
  order: RefundableOrder,
  requested: RefundLineRequest[] | undefined,
): RefundPlan {
  const remaining = order.totalPrice - order.refunded;
  const left = (l: RefundableLine) => l.quantity - l.refundedQuantity;

  const wanted = new Map<number, number>();
  if (requested === undefined) {
    for (const l of order.lines) if (left(l) > 0) wanted.set(l.lineId, left(l));
  } else {
    for (const r of requested) wanted.set(r.lineId, (wanted.get(r.lineId) ?? 0) + r.quantity);
  }
  for (const [lineId, quantity] of wanted) {
    const line = order.lines.find((l) => l.lineId === lineId);
    if (!line) return { ok: false, reason: 'unknown_line', lineId };
    if (quantity > left(line)) return { ok: false, reason: 'too_many', lineId, left: left(line) };
  }
  if (wanted.size === 0 && remaining <= 0) return { ok: false, reason: 'nothing_left' };

  const after = (l: RefundableLine) => l.refundedQuantity + (wanted.get(l.lineId) ?? 0);
  const complete = order.lines.every((l) => after(l) === l.quantity);
  const lines = [...wanted].map(([lineId, quantity]) => ({ lineId, quantity }));
  const pointsUsed = order.pointsUsed ?? 0;
  const pointsLeft = Math.max(0, pointsUsed - (order.pointsReturned ?? 0));
  if (complete) {
    if (remaining <= 0 && pointsLeft <= 0 && wanted.size === 0) {
      return { ok: false, reason: 'nothing_left' };
    }
    return { ok: true, amount: Math.max(0, remaining), points: pointsLeft, complete, lines };
  }
  const before = netOfDiscount(
    order,
    goodsValue(order.lines, (l) => l.refundedQuantity),
  );
  const now = netOfDiscount(order, goodsValue(order.lines, after));
  const paidWhole = order.totalPrice + pointsUsed;
  const pointsOf = (net: number) =>
    paidWhole > 0 ? Math.floor((pointsUsed * net) / paidWhole) : 0;
  const points = Math.max(0, Math.min(pointsLeft, pointsOf(now) - pointsOf(before)));
  const amount = Math.max(0, Math.min(remaining, now - before - points));
  return { ok: true, amount, points, complete, lines };
}
