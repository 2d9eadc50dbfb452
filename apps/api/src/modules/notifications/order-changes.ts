import type { NotificationEvent } from '@shop/contract/notifications';
import { PAID_ORDER_STATUSES } from '@shop/contract/order-states';
import type { OrderStatus } from '@shop/contract/orders';

/** One recorded change of an order, as the orders module writes it to order_events. */
export interface OrderChange {
  type: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Won given back by the change. */
  amount: number;
  /** The change's recorded detail (a virtual account's deposit instructions). */
  detail?: Record<string, unknown>;
}

/**
 * The notice an order change calls for, if any: a virtual account to pay into (its deposit
 * instructions), paid, shipped, delivered, confirmed (the ask for a 구매평), and every change
 * that gave money back (a cancel or return of a paid order, a part refunded by the shop); every
 * step of a 교환·반품.
 * Cancelling an unpaid order tells nobody anything.
 */
export function noticeFor(change: OrderChange): NotificationEvent | null {
  const { type, from, to } = change;
  if (type === 'CLAIM') return 'CLAIM_UPDATED';
  if (type === 'REFUND') return change.amount > 0 ? 'REFUNDED' : null;
  if (type !== 'STATUS') return null;
  if (to === 'AWAITING_DEPOSIT') return 'DEPOSIT_GUIDE';
  if ((from === 'PAYMENT_PENDING' || from === 'AWAITING_DEPOSIT') && to === 'ORDER_PLACED') {
    return 'ORDER_PLACED';
  }
  if (to === 'SHIPPED') return 'SHIPPED';
  if (to === 'DELIVERED') return 'DELIVERED';
  if (to === 'PURCHASE_CONFIRMED') return 'REVIEW_REQUEST';
  if ((to === 'ORDER_CANCELLED' || to === 'RETURNED') && PAID_ORDER_STATUSES.includes(from))
    return 'REFUNDED';
  return null;
}

/** What a refund notice calls the change. */
export function refundKind(change: OrderChange): string {
  if (change.to === 'ORDER_CANCELLED') return '주문 취소';
  if (change.to === 'RETURNED') return '반품 환불';
  return '부분 환불';
}
