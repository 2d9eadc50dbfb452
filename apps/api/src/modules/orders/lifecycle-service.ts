import type { Executor } from '../../db/client';
import type { CartOwner } from '../cart/service';
import * as repo from './repo';

export type { OrderPaymentFacts } from './present';
export type { Buyer, OrderLineRow, OrderRow, OrderStatus } from './repo';
export {
  type Actor,
  moveOrder,
  must,
  RefusedMoveError,
  recordOrderEvent,
  StaleOrderError,
} from './transitions';

/**
 * What the payments module may do to an order, inside its own transaction: read and lock the
 * row, mark the stock held, count refunded units and money, and move it through
 * `moveOrder`. Nothing else writes the order tables.
 */
export const orderRows = {
  find: repo.findOrderById,
  findMany: repo.findOrdersByIds,
  findByNumber: repo.findOrderByMerchantId,
  lock: repo.lockOrder,
  lines: (executor: Executor, orderId: number) => repo.listOrderLines(executor, [orderId]),
  async stockLines(executor: Executor, orderId: number) {
    return (await repo.listOrderLines(executor, [orderId])).map((l) => ({
      optionId: l.optionId,
      quantity: l.quantity,
      orderId,
    }));
  },
  setHoldsStock: (tx: Executor, orderId: number, holdsStock: boolean) =>
    repo.updateOrder(tx, orderId, { holdsStock }),
  setRefundedAmount: (tx: Executor, orderId: number, refundedAmount: number) =>
    repo.updateOrder(tx, orderId, { refundedAmount }),
  refundRemainingUnits: repo.refundRemainingUnits,
  addRefundedQuantity: repo.addRefundedQuantity,
  findEventByRequestId: repo.findEventByRequestId,
};

/** The member's coupon an order used, if any: a guest's order has none. */
export function couponOf(order: repo.OrderRow): { memberId: number; couponId: number } | undefined {
  if (order.couponId === null || order.memberId === null) return undefined;
  return { memberId: order.memberId, couponId: order.couponId };
}

/** The cart the order's lines came from: the member's, or a guest's browser cart while it lasts. */
export function cartOwnerOf(order: repo.OrderRow): CartOwner | undefined {
  if (order.memberId !== null) return { memberId: order.memberId };
  if (order.guestCartId !== null) return { guestCartId: order.guestCartId };
  return undefined;
}

/** Whether the order is the buyer's: the member's own, or a guest's paid from that browser cart. */
export function boughtBy(order: repo.OrderRow, buyer: repo.Buyer | null): boolean {
  if (!buyer) return false;
  if ('memberId' in buyer) return order.memberId === buyer.memberId;
  return order.memberId === null && order.guestCartId === buyer.guestCartId;
}
