import { beforeAll, describe, expect, it } from 'vitest';
import { providerClock, useFakeShop } from '../../../test/fake-shop';
import { abandonedBefore, createOrderExpiry, type OrderExpiry } from './expire-service';

const MINUTE = 60_000;
const OLDER_THAN = 30 * MINUTE;

let expiry: OrderExpiry;
const provider = providerClock();
const shop = useFakeShop({ timeoutMs: 2_000, now: provider.now });
beforeAll(async () => {
  expiry = createOrderExpiry({ db: shop.t.database.db, payments: shop.t.app.services.payments });
});

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('abandonedBefore', () => {
  it('is `olderThan` before now', () => {
    expect(abandonedBefore(new Date('2026-01-01T10:30:00Z'), OLDER_THAN)).toEqual(
      new Date('2026-01-01T10:00:00Z'),
    );
  });
});

describe('expiring abandoned checkouts', () => {
  it('cancels an order left unpaid 31 minutes, its stock and coupon back', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await shop.lostConfirmation(p);
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
    expect((await shop.recordOf(p)).coupon?.usedAt).not.toBeNull();

    const outcome = await provider.ahead(31, () =>
      expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(31) }),
    );
    expect(outcome.failed).toEqual([]);
    expect(outcome.cancelled).toBeGreaterThanOrEqual(1);
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_CANCELLED');
    expect(record.order.holdsStock).toBe(false);
    expect(record.payment?.status).toBe('FAILED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(record.coupon?.usedAt).toBeNull();
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('EXPIRED');
  });

  it('cancels a plain unpaid order (payment window left) and leaves one of 29 minutes alone', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });

    await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(29) });
    expect((await shop.recordOf(p)).order.status).toBe('PAYMENT_PENDING');

    await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(31) });
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_CANCELLED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(record.coupon?.usedAt).toBeNull();
  });

  it('leaves a held order of 29 minutes alone', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await shop.lostConfirmation(p);
    await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(29) });
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('PAYMENT_PENDING');
    expect(record.order.holdsStock).toBe(true);
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
    expect(record.coupon?.usedAt).not.toBeNull();
  });

  it('places, never cancels, an order whose lost confirmation went through at the provider', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    shop.toss.inject('confirm', { answer: 'network' });
    shop.toss.inject('getPaymentByOrderId', { answer: 'network' });
    expect((await shop.succeed(p)).status).toBe(502);
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');

    const outcome = await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(31) });
    expect(outcome.settled).toBeGreaterThanOrEqual(1);
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
    expect(record.payment?.status).toBe('DONE');
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
  });

  it('leaves a paid order alone', async () => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    expect((await shop.succeed(p)).status).toBe(200);
    await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(31) });
    const record = await shop.recordOf(p);
    expect(record.order.status).toBe('ORDER_PLACED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 2 });
    expect(record.coupon?.usedAt).not.toBeNull();
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('DONE');
  });

  it('asks the provider about a payment with a key first: unreachable, nothing is cancelled', async () => {
    const item = await shop.stockedItem({ M: 3 });
    // The card was refused in the window: the payment is FAILED under its key.
    const p = shop.refusedInWindow(await shop.pendingPurchase(item, { M: 1 }));
    expect((await shop.succeed(p)).status).toBe(400);
    expect((await shop.recordOf(p)).payment?.status).toBe('FAILED');

    shop.toss.inject('getPayment', { answer: 'network' }, 5);
    const refused = await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(31) });
    shop.toss.clearFaults();
    expect(refused.failed.map((f) => f.merchantId)).toContain(p.merchantId);
    expect((await shop.recordOf(p)).order.status).toBe('PAYMENT_PENDING');

    await expiry.expireStalePending({ olderThan: OLDER_THAN, now: later(31) });
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_CANCELLED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
  });
});
