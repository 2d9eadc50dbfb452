import { describe, expect, it } from 'vitest';
import { noticeFor, refundKind } from './order-changes';
import { recipientsOf } from './recipients';
import { MAX_ATTEMPTS, nextAttemptAfter } from './retry';

describe('the retry schedule', () => {
  it('waits 1, 5, 30 minutes then 2 hours, and gives up after the fifth attempt', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    const waits = [1, 2, 3, 4].map(
      (attempt) => nextAttemptAfter(attempt, at)!.getTime() - at.getTime(),
    );
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(MAX_ATTEMPTS).toBe(5);
    expect(nextAttemptAfter(5, at)).toBeNull();
    expect(nextAttemptAfter(6, at)).toBeNull();
  });
});

describe('which order change is told', () => {
  const change = (type: string, from: string, to: string, amount = 0) =>
    noticeFor({ type, from: from as never, to: to as never, amount });

  it('tells of payment, shipping, delivery and money given back', () => {
    expect(change('STATUS', 'PAYMENT_PENDING', 'ORDER_PLACED')).toBe('ORDER_PLACED');
    expect(change('STATUS', 'ORDER_PLACED', 'SHIPPED')).toBe('SHIPPED');
    expect(change('STATUS', 'SHIPPED', 'DELIVERED')).toBe('DELIVERED');
    expect(change('STATUS', 'DELIVERED', 'PURCHASE_CONFIRMED')).toBe('REVIEW_REQUEST');
    expect(change('STATUS', 'ORDER_PLACED', 'ORDER_CANCELLED', 39_000)).toBe('REFUNDED');
    expect(change('STATUS', 'DELIVERED', 'RETURNED', 39_000)).toBe('REFUNDED');
    expect(change('REFUND', 'ORDER_PLACED', 'ORDER_PLACED', 1_000)).toBe('REFUNDED');
  });

  it('is silent about unpaid cancels, tracking edits, payments and refunds of nothing', () => {
    expect(change('STATUS', 'PAYMENT_PENDING', 'ORDER_CANCELLED')).toBeNull();
    expect(change('TRACKING', 'SHIPPED', 'SHIPPED')).toBeNull();
    expect(change('PAYMENT', 'PAYMENT_PENDING', 'PAYMENT_PENDING')).toBeNull();
    expect(change('REFUND', 'ORDER_PLACED', 'ORDER_PLACED', 0)).toBeNull();
  });

  it('names the kind of refund', () => {
    const kind = (to: string) =>
      refundKind({ type: 'REFUND', from: 'ORDER_PLACED', to: to as never, amount: 1 });
    expect([kind('ORDER_PLACED'), kind('ORDER_CANCELLED'), kind('RETURNED')]).toEqual([
      '부분 환불',
      '주문 취소',
      '반품 환불',
    ]);
  });
});

describe('the recipients of an order', () => {
  const order = { recipientName: '이받음', phone: '010-9876-5432' };

  it('are the orderer by mail and the recipient phone by AlimTalk', () => {
    expect(recipientsOf(order, { name: '김주문', email: 'kim@example.com' })).toEqual([
      { channel: 'mail', to: 'kim@example.com', name: '김주문' },
      { channel: 'alimtalk', to: '01098765432', name: '이받음' },
    ]);
  });

  it("are a guest's own mail address and phone for a guest's order", () => {
    expect(
      recipientsOf(order, { name: '이비회', email: 'guest@example.com', phone: '01011112222' }),
    ).toEqual([
      { channel: 'mail', to: 'guest@example.com', name: '이비회' },
      { channel: 'alimtalk', to: '01011112222', name: '이비회' },
    ]);
  });

  it('leave out a channel without an address: no mail, a landline', () => {
    expect(
      recipientsOf({ ...order, phone: '02-123-4567' }, { name: '김주문', email: null }),
    ).toEqual([]);
    expect(recipientsOf({ ...order, phone: '+82 10 9876 5432' }, undefined)).toEqual([
      { channel: 'alimtalk', to: '01098765432', name: '이받음' },
    ]);
  });
});
