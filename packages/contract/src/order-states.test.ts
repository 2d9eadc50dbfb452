import { describe, expect, it } from 'vitest';
import { canMoveOrder, nextOrderStatuses, type OrderActor, orderActors } from './order-states';
import { orderStatuses } from './orders';

/** The lifecycle as the shop promises it, written out by hand: `from>to:actor`. */
const ALLOWED = new Set([
  'PAYMENT_PENDING>ORDER_PLACED:provider',
  'PAYMENT_PENDING>ORDER_PLACED:member',
  'PAYMENT_PENDING>ORDER_CANCELLED:member',
  'PAYMENT_PENDING>ORDER_CANCELLED:guest',
  'PAYMENT_PENDING>ORDER_CANCELLED:system',
  'PAYMENT_PENDING>AWAITING_DEPOSIT:provider',
  'AWAITING_DEPOSIT>ORDER_PLACED:provider',
  'AWAITING_DEPOSIT>ORDER_CANCELLED:member',
  'AWAITING_DEPOSIT>ORDER_CANCELLED:guest',
  'AWAITING_DEPOSIT>ORDER_CANCELLED:admin',
  'AWAITING_DEPOSIT>ORDER_CANCELLED:system',
  'AWAITING_DEPOSIT>ORDER_CANCELLED:provider',
  'ORDER_PLACED>SHIPPED:admin',
  'ORDER_PLACED>ORDER_CANCELLED:member',
  'ORDER_PLACED>ORDER_CANCELLED:guest',
  'ORDER_PLACED>ORDER_CANCELLED:admin',
  'ORDER_PLACED>ORDER_CANCELLED:provider',
  'SHIPPED>DELIVERED:admin',
  'SHIPPED>DELIVERED:system',
  'SHIPPED>RETURNED:admin',
  'SHIPPED>RETURNED:provider',
  'DELIVERED>RETURNED:admin',
  'DELIVERED>RETURNED:provider',
  'DELIVERED>PURCHASE_CONFIRMED:member',
  'DELIVERED>PURCHASE_CONFIRMED:guest',
  'DELIVERED>PURCHASE_CONFIRMED:system',
]);

describe('the order state table', () => {
  const every = orderStatuses.values.flatMap((from) =>
    orderStatuses.values.flatMap((to) => orderActors.values.map((actor) => ({ from, to, actor }))),
  );

  it.each(every)('$from → $to by $actor', ({ from, to, actor }) => {
    expect(canMoveOrder(from, to, actor)).toBe(ALLOWED.has(`${from}>${to}:${actor}`));
  });

  it('lets nobody move an order out of a final status or to the status it is in', () => {
    for (const actor of orderActors.values as readonly OrderActor[]) {
      expect(nextOrderStatuses('ORDER_CANCELLED', actor)).toEqual([]);
      expect(nextOrderStatuses('RETURNED', actor)).toEqual([]);
      expect(nextOrderStatuses('PURCHASE_CONFIRMED', actor)).toEqual([]);
      for (const status of orderStatuses.values)
        expect(canMoveOrder(status, status, actor)).toBe(false);
    }
  });

  it('answers what an operator can do next', () => {
    expect(nextOrderStatuses('ORDER_PLACED', 'admin')).toEqual(['SHIPPED', 'ORDER_CANCELLED']);
    expect(nextOrderStatuses('PAYMENT_PENDING', 'admin')).toEqual([]);
  });
});
