import { paymentMessages } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeShop,
  pendingPurchase,
  recordOf,
  stockedItem,
  stockOf,
  succeed,
} from '../../../test/fake-shop';
import { coupons } from '../../db/schema/index';

let shop: Awaited<ReturnType<typeof fakeShop>>;
const db = () => shop.t.database.db;

beforeAll(async () => {
  shop = await fakeShop();
});
afterAll(() => shop.t.close());

describe('a coupon is checked again when the payment is held', () => {
  it.each([
    ['stopped by the shop', { stoppedAt: new Date() }],
    ['past its end', { finishedAt: new Date(Date.now() - 1_000) }],
  ])('%s after the order sheet: not charged, nothing held', async (_, change) => {
    const item = await stockedItem(db(), { M: 3 });
    const p = await pendingPurchase(shop.t.app, db(), shop.toss, item, { M: 1 }, { coupon: true });
    await db().update(coupons).set(change).where(eq(coupons.id, p.couponId!));
    const confirms = shop.toss.confirmRequests();

    const answer = await succeed(shop.t.app, p);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ detail: paymentMessages.couponUnavailable });
    expect(shop.toss.confirmRequests()).toBe(confirms);
    const record = await recordOf(db(), p);
    expect(record.order).toMatchObject({ status: 'PAYMENT_PENDING', holdsStock: false });
    expect(record.payment).toMatchObject({ status: 'FAILED', failureCode: 'COUPON_UNAVAILABLE' });
    expect(record.coupon?.usedAt).toBeNull();
    expect(await stockOf(db(), item.id)).toEqual({ M: 3 });
  });
});
