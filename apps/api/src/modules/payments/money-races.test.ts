import { orderMessages } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { type PendingPurchase, useFakeShop } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { payments } from '../../db/schema/index';
import type { TossOperation } from '../../integrations/toss/fake';

const shop = useFakeShop({ timeoutMs: 2_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function paid(p: PendingPurchase) {
  const answer = await shop.succeed(p);
  expect(answer.status).toBe(200);
  expect(answer.body.order_status).toBe('ORDER_PLACED');
}

/** The member cancels while the success call waits before the provider's `operation`. */
async function cancelDuringSuccess(p: PendingPurchase, operation: TossOperation) {
  const gate = shop.toss.gate();
  shop.toss.inject(operation, { before: gate });
  const success = shop.succeed(p);
  await gate.reached;
  const cancelled = await shop.memberCancel(p);
  gate.open();
  return { cancelled, answer: await success };
}

describe('a member cancels while the success call is confirming', () => {
  it('the cancel lands between the success call’s checks and its hold: nothing is charged', async () => {
    for (let run = 0; run < 5; run += 1) {
      const item = await shop.stockedItem({ M: 3 });
      const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
      const { cancelled, answer } = await cancelDuringSuccess(p, 'getPayment');
      expect(cancelled.status).toBe(200);
      expect(answer.status).toBe(409);
      const record = await shop.recordOf(p);
      expect(record.order.status).toBe('ORDER_CANCELLED');
      expect(record.order.holdsStock).toBe(false);
      expect(record.payment?.status).not.toBe('CONFIRMING');
      expect(shop.toss.payment(p.paymentKey)?.status).toBe('IN_PROGRESS');
      expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
      expect(record.coupon?.usedAt).toBeNull();
    }
  });

  it('at random moments 0–5 ms apart: the charge and the order always agree', async () => {
    for (let run = 0; run < 20; run += 1) {
      const item = await shop.stockedItem({ M: 3 });
      const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
      const offset = run % 6;
      const [answer] = await Promise.all([
        shop.succeed(p),
        sleep(offset).then(() => shop.memberCancel(p)),
      ]);
      const record = await shop.recordOf(p);
      const charged = shop.netCharge(p.paymentKey);
      if (record.order.status === 'ORDER_PLACED') {
        expect(answer.body.order_status).toBe('ORDER_PLACED');
        expect(record.payment?.status).toBe('DONE');
        expect(charged).toBe(p.total);
        expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
        expect(record.coupon?.usedAt).not.toBeNull();
      } else {
        // Never charged, or placed first and refunded by the cancel: nothing kept either way.
        expect(record.order.status).toBe('ORDER_CANCELLED');
        if (answer.status === 200) expect(answer.body.order_status).toBe('ORDER_PLACED');
        expect(charged).toBe(0);
        expect(record.payment?.status).not.toBe('CONFIRMING');
        expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
        expect(record.coupon?.usedAt ?? null).toBeNull();
      }
    }
  });

  it('tells the member the payment is being checked while it is', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    const { cancelled, answer } = await cancelDuringSuccess(p, 'confirm');
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.detail).toBe(orderMessages.paymentInProgress);
    expect(answer.status).toBe(200);
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_PLACED');
  });
});

describe('an unknown outcome never undoes a placed order', () => {
  it('the webhook places the order while the confirm is in flight; the confirm then fails with 5xx', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    const gate = shop.toss.gate();
    shop.toss.inject('confirm', { after: gate, answer: '5xx' });
    shop.toss.inject('getPaymentByOrderId', { carryOut: false, answer: 'network' });
    const success = shop.succeed(p);
    await gate.reached;
    const event = await shop.webhook(p.paymentKey);
    expect(event.status).toBe(200);
    gate.open();
    await success;

    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
    expect(record.payment?.status).toBe('DONE');
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
    expect(record.coupon?.usedAt).not.toBeNull();

    const cancelled = await shop.memberCancel(p);
    expect(cancelled.status).toBe(200);
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('CANCELED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
  });

  it('a confirm that times out and cannot be looked up leaves the payment CONFIRMING; the webhook places it', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    shop.toss.inject('confirm', { answer: 'network' });
    shop.toss.inject('getPaymentByOrderId', { carryOut: false, answer: 'network' });
    const answer = await shop.succeed(p);
    expect(answer.status).toBe(502);
    let record = await shop.recordOf(p);
    expect(record.payment?.status).toBe('CONFIRMING');
    expect(record.order.holdsStock).toBe(true);
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });

    expect((await shop.webhook(p.paymentKey)).body.message).toBe('placed');
    record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
    expect(record.payment?.status).toBe('DONE');
  });
  it('a confirmation that never reached the provider is tried again by the next success call', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    shop.toss.inject('confirm', { carryOut: false, answer: 'network' });
    shop.toss.inject('getPaymentByOrderId', { carryOut: false, answer: 'network' });
    expect((await shop.succeed(p)).status).toBe(502);
    expect((await shop.recordOf(p)).payment?.status).toBe('CONFIRMING');
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('IN_PROGRESS');

    // The shopper reloads the success page after the first call has given up.
    await shop
      .db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.orderId, p.orderId));
    const again = await shop.succeed(p);
    expect(again.status).toBe(200);
    expect(again.body.order_status).toBe('ORDER_PLACED');
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
  });
});

describe('a provider answer lost on cancel or refund', () => {
  it('the member’s cancel: the provider cancelled, the answer was lost: the order is cancelled', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await paid(p);
    shop.toss.inject('cancel', { answer: 'network' });
    const cancelled = await shop.memberCancel(p);
    expect(cancelled.status).toBe(200);
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_CANCELLED');
    expect(record.order.refundedAmount).toBe(p.total);
    expect(record.payment?.status).toBe('CANCELED');
    expect(shop.toss.payment(p.paymentKey)?.cancels).toHaveLength(1);
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(record.coupon?.usedAt).toBeNull();
  });

  it('a partial refund lost twice, retried with a new request id: refunded once', async () => {
    const { token } = await admin(shop.t.app, shop.db());
    const item = await shop.stockedItem({ M: 3, L: 3 }, 49_000);
    const p = await shop.pendingPurchase(item, { M: 1, L: 1 });
    await paid(p);
    const { lines } = await shop.recordOf(p);
    const lineM = lines.find((l) => l.optionLabel === 'M')!;
    const refund = (requestId: string) =>
      call(shop.t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
        token,
        body: {
          request_id: requestId,
          reason: '부분 환불',
          lines: [{ line_id: lineM.id, quantity: 1 }],
        },
      });
    shop.toss.inject('cancel', { answer: '5xx' });
    shop.toss.inject('getPayment', { carryOut: false, answer: 'network' }, 2);
    expect((await refund('partial-lost-1')).status).toBe(502);
    shop.toss.clearFaults();

    const retried = await refund('partial-lost-2');
    expect(retried.status).toBe(200);
    expect(retried.body.amounts).toMatchObject({ refunded: 49_000 });
    expect(shop.toss.payment(p.paymentKey)).toMatchObject({ balanceAmount: 49_000 });
    expect(shop.toss.payment(p.paymentKey)?.cancels).toHaveLength(1);
    const record = await shop.recordOf(p);
    expect(record.order.refundedAmount).toBe(49_000);
    expect(record.payment?.canceledAmount).toBe(49_000);
    expect(await shop.stockOf(item.id)).toEqual({ M: 3, L: 2 });
  });

  it('the webhook records cancels made at the provider (partial, then the rest)', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await paid(p);
    await shop.toss.cancel(
      p.paymentKey,
      { cancelReason: '부분', cancelAmount: 10_000 },
      'outside-1',
    );
    expect((await shop.webhook(p.paymentKey)).body.message).not.toBe('up to date');
    let record = await shop.recordOf(p);
    expect(record.payment).toMatchObject({ status: 'PARTIAL_CANCELED', canceledAmount: 10_000 });
    expect(record.order).toMatchObject({ status: 'ORDER_PLACED', refundedAmount: 10_000 });

    await shop.toss.cancel(p.paymentKey, { cancelReason: '나머지' }, 'outside-2');
    await shop.webhook(p.paymentKey);
    record = await shop.recordOf(p);
    expect(record.payment).toMatchObject({ status: 'CANCELED', canceledAmount: p.total });
    expect(record.order).toMatchObject({ status: 'ORDER_CANCELLED', refundedAmount: p.total });
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(record.coupon?.usedAt).toBeNull();
  });
});

describe('a charge that belongs to no standing order is refunded', () => {
  it('a payment confirmed for an order the member cancelled', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    expect((await shop.memberCancel(p)).status).toBe(200);
    await shop.toss.confirm(
      { paymentKey: p.paymentKey, orderId: p.merchantId, amount: p.total },
      'elsewhere',
    );
    expect((await shop.webhook(p.paymentKey)).body.message).toBe('refunded');
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('CANCELED');
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_CANCELLED');
  });

  it('a second payment of a paid order, by webhook and by the success call', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    await paid(p);
    for (const via of ['webhook', 'success'] as const) {
      const second = shop.toss.authenticate({ orderId: p.merchantId, amount: p.total });
      await shop.toss.confirm(
        { paymentKey: second, orderId: p.merchantId, amount: p.total },
        `other-${via}`,
      );
      if (via === 'webhook') await shop.webhook(second);
      else await shop.succeed({ ...p, paymentKey: second });
      expect(shop.toss.payment(second)?.status).toBe('CANCELED');
      expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');
      const record = await shop.recordOf(p);
      expect(record.order.status).toBe('ORDER_PLACED');
      expect(record.payment).toMatchObject({ status: 'DONE', paymentKey: p.paymentKey });
    }
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
  });
});

describe('cancelling an unpaid order asks the provider first', () => {
  it('a payment the provider has DONE is refunded before the order is cancelled', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    await shop.toss.confirm(
      { paymentKey: p.paymentKey, orderId: p.merchantId, amount: p.total },
      'earlier-attempt',
    );
    await shop
      .db()
      .update(payments)
      .set({ status: 'FAILED', paymentKey: p.paymentKey, failureCode: 'TIMEOUT' })
      .where(eq(payments.orderId, p.orderId));

    const cancelled = await shop.memberCancel(p);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order_status).toBe('ORDER_CANCELLED');
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('CANCELED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
  });

  it('answers 502 and cancels nothing while the provider cannot say', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    await shop
      .db()
      .update(payments)
      .set({ status: 'FAILED', paymentKey: p.paymentKey })
      .where(eq(payments.orderId, p.orderId));
    shop.toss.inject('getPayment', { carryOut: false, answer: 'network' });
    expect((await shop.memberCancel(p)).status).toBe(502);
    expect((await shop.recordOf(p)).order.status).toBe('PAYMENT_PENDING');
  });
});
