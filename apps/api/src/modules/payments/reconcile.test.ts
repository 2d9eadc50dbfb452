import { type ReconciliationEntry, reconciliationListSchema } from '@shop/contract/admin-payments';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { providerClock, useFakeShop } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { orderEvents } from '../../db/schema/index';
import { seoulDate } from '../../lib/seoul-days';
import { createPaymentReconciliation, type PaymentReconciliation } from './reconcile-service';

const MINUTE = 60_000;

let reconciliation: PaymentReconciliation;
const provider = providerClock();
const shop = useFakeShop({ timeoutMs: 2_000, now: provider.now });
beforeAll(async () => {
  reconciliation = createPaymentReconciliation({
    db: shop.t.database.db,
    payments: shop.t.app.services.payments,
  });
});

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const run = (minutes: number) => reconciliation.reconcileStale({ now: later(minutes) });

async function placedEvents(orderId: number) {
  const rows = await shop
    .db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'ORDER_PLACED')));
  return rows.length;
}

describe('reconciling payments with the provider', () => {
  it('places exactly once a confirmation whose answer was lost', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await shop.lostConfirmation(p, true);
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');

    const outcome = await run(3);
    expect(outcome.failed).toEqual([]);
    expect(outcome.placed).toBeGreaterThanOrEqual(1);
    await run(4);
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
    expect(record.payment?.status).toBe('DONE');
    expect(await placedEvents(p.orderId)).toBe(1);
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
    expect(record.coupon?.usedAt).not.toBeNull();
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');
  });

  it('releases the hold of a payment whose provider session expired: stock and coupon back', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await shop.lostConfirmation(p, false);
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });

    const outcome = await provider.ahead(11, () => run(11));
    expect(outcome.failed).toEqual([]);
    expect(outcome.released).toBeGreaterThanOrEqual(1);
    const record = await shop.recordOf(p);
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('EXPIRED');
    expect(record.order.status).toBe('PAYMENT_PENDING');
    expect(record.order.holdsStock).toBe(false);
    expect(record.payment?.status).toBe('FAILED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(record.coupon?.usedAt).toBeNull();
  });

  it('changes nothing when the provider cannot answer, and settles on the next run', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    await shop.lostConfirmation(p, true);

    shop.toss.inject('getPayment', { answer: 'network' }, 20);
    shop.toss.inject('getPaymentByOrderId', { answer: 'network' }, 20);
    const outcome = await run(3);
    shop.toss.clearFaults();
    expect(outcome.failed.map((f) => f.merchantId)).toContain(p.merchantId);
    let record = await shop.recordOf(p);
    expect(record.order.status).toBe('PAYMENT_PENDING');
    expect(record.order.holdsStock).toBe(true);
    expect(record.payment?.status).toBe('CONFIRMING');
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });

    await run(4);
    record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
  });

  it('leaves alone a confirmation younger than 2 minutes', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    await shop.lostConfirmation(p, true);

    await run(1);
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('PAYMENT_PENDING');
    expect(record.payment?.status).toBe('CONFIRMING');

    await run(3);
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_PLACED');
  });

  it('places once when two runs look at the same payment at once', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await shop.lostConfirmation(p, true);

    const [a, b] = await Promise.all([run(3), run(3)]);
    expect([...a.failed, ...b.failed]).toEqual([]);
    expect(a.placed + b.placed).toBe(1);
    expect(a.refunded + b.refunded).toBe(0);
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
    expect(await placedEvents(p.orderId)).toBe(1);
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');
    expect(shop.toss.payment(p.paymentKey)?.balanceAmount).toBe(p.total);
  });

  it('records each decision with what the provider said, for the back office to list', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    await shop.lostConfirmation(p, true);
    shop.toss.inject('getPayment', { answer: 'network' }, 20);
    await run(3);
    shop.toss.clearFaults();
    await run(4);

    const { token } = await admin(shop.t.app, shop.db());
    const list = async (query: string) => {
      const answer = await call(shop.t.app, 'GET', `/v1/admin/payments/reconciliations?${query}`, {
        token,
      });
      expect(answer.status, answer.text).toBe(200);
      return reconciliationListSchema.parse(answer.body);
    };
    const mine = (entries: ReconciliationEntry[]) =>
      entries.filter((e) => e.merchant_id === p.merchantId);

    const placed = mine((await list('decision=placed&size=100')).entries);
    expect(placed).toEqual([
      expect.objectContaining({
        order_id: p.orderId,
        payment_key: p.paymentKey,
        provider_status: 'DONE',
        decision: 'placed',
      }),
    ]);
    // The run's own time: the fourth minute's run placed it.
    expect(Date.parse(placed[0]?.run_at ?? '')).toBeGreaterThan(later(3.5).getTime());
    const failed = mine((await list('decision=failed&size=100')).entries);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.provider_status).toBeNull();
    expect(failed[0]?.reason).not.toBe('');

    const day = seoulDate(later(4));
    const paged = await list(`date=${day}&size=1&page=2`);
    expect(paged.entries).toHaveLength(1);
    expect(paged.page_count).toBe(paged.total);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    expect((await list('date=2000-01-01')).total).toBe(0);
    expect(
      (await call(shop.t.app, 'GET', '/v1/admin/payments/reconciliations?date=어제', { token }))
        .status,
    ).toBe(422);
  });
});
