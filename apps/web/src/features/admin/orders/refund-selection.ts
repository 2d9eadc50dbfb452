import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { planRefund, type RefundableOrder, type RefundPlan } from '@shop/contract/admin-refunds';

/** line_id → how many units to refund; lines at 0 are not refunded. */
export type RefundSelection = Record<number, number>;

export function refundableOrder(order: AdminOrderDetail): RefundableOrder {
  return {
    itemsTotal: order.amounts.items_total,
    discount: order.amounts.discount,
    totalPrice: order.amounts.total_price,
    refunded: order.amounts.refunded,
    pointsUsed: order.amounts.points_used ?? 0,
    pointsReturned: order.amounts.points_returned ?? 0,
    lines: order.lines.map((l) => ({
      lineId: l.line_id,
      unitPrice: l.unit_price,
      quantity: l.quantity,
      refundedQuantity: l.refunded_quantity,
    })),
  };
}

/** Units of the line that are not refunded yet. */
export const unitsLeft = (line: { quantity: number; refunded_quantity: number }) =>
  line.quantity - line.refunded_quantity;

/** The lines of a selection, in the API's shape; none when nothing is picked. */
export function selectedLines(selection: RefundSelection) {
  return Object.entries(selection)
    .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity }))
    .filter((l) => l.quantity > 0);
}

/**
 * What a refund would give back, by the contract's rule (the server computes the same):
 * everything left when `all`, otherwise the picked quantities. Undefined when nothing is picked.
 */
export function previewRefund(
  order: AdminOrderDetail,
  mode: 'all' | 'lines',
  selection: RefundSelection,
): RefundPlan | undefined {
  if (mode === 'all') return planRefund(refundableOrder(order), undefined);
  const lines = selectedLines(selection);
  if (lines.length === 0) return undefined;
  return planRefund(
    refundableOrder(order),
    lines.map((l) => ({ lineId: l.line_id, quantity: l.quantity })),
  );
}
