import type { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import type { OrderStatus } from './orders';

/**
 * Who moved an order: its member, the guest who placed it (known by the order password), an
 * operator, a scheduled job, or the payment provider.
 */
export const orderActors = labelledEnum({
  member: '고객',
  guest: '비회원 주문자',
  admin: '관리자',
  system: '자동 처리',
  provider: '결제사',
});
export type OrderActor = z.infer<typeof orderActors.schema>;

/**
 * Every move an order can make, and who may make it. A move not listed here is refused,
 * whoever asks: the server's one transition function reads this table.
 */
export const ORDER_TRANSITIONS: Record<
  OrderStatus,
  Partial<Record<OrderStatus, readonly OrderActor[]>>
> = {
  // Paid (the provider confirmed the charge; the member, for an order whose coupon and points
  // leave nothing to charge), or given up before paying.
  // A virtual account issued instead waits for its deposit.
  PAYMENT_PENDING: {
    ORDER_PLACED: ['provider', 'member'],
    AWAITING_DEPOSIT: ['provider'],
    ORDER_CANCELLED: ['member', 'guest', 'system'],
  },
  // The deposit arrived; or the account was closed: by the buyer, an operator, the provider, or
  // the job that finds its due date passed.
  AWAITING_DEPOSIT: {
    ORDER_PLACED: ['provider'],
    ORDER_CANCELLED: ['member', 'guest', 'admin', 'system', 'provider'],
  },
  // Shipped by the shop, or cancelled with the whole payment given back.
  ORDER_PLACED: {
    SHIPPED: ['admin'],
    ORDER_CANCELLED: ['member', 'guest', 'admin', 'provider'],
  },
  SHIPPED: { DELIVERED: ['admin', 'system'], RETURNED: ['admin', 'provider'] },
  // 구매확정 by the buyer, or by the job some days after delivery; a return is refused after it.
  DELIVERED: {
    PURCHASE_CONFIRMED: ['member', 'guest', 'system'],
    RETURNED: ['admin', 'provider'],
  },
  PURCHASE_CONFIRMED: {},
  ORDER_CANCELLED: {},
  RETURNED: {},
};

/** The statuses of an order paid and standing: its money is the shop's until a refund. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  'ORDER_PLACED',
  'SHIPPED',
  'DELIVERED',
  'PURCHASE_CONFIRMED',
];

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses an actor can move an order to from `from`. */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[from]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}
