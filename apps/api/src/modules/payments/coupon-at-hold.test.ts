import { paymentMessages } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFakeShop } from '../../../test/fake-shop';
import { coupons } from '../../db/schema/index';

const shop = useFakeShop();

describe('a coupon is checked again when the payment is held', () => {
  it.each([
    ['stopped by the shop', { stoppedAt: new Date() }],
    ['past its end', { finishedAt: new Date(Date.now() - 1_000) }],
  ])('%s after the order sheet: not charged, nothing held', async (_, change) => {
    const item = await shop.stockedItem({ M: 3 });
    const p = await shop.pendingPurchase(item, { M: 1 }, { coupon: true });
    await shop.db().update(coupons).set(change).where(eq(coupons.id, p.couponId!));
    const confirms = shop.toss.confirmRequests();

    const answer = await shop.succeed(p);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ detail: paymentMessages.couponUnavailable });
    expect(shop.toss.confirmRequests()).toBe(confirms);
    const record = await shop.recordOf(p);
    expect(record.order).toMatchObject({ status: 'PAYMENT_PENDING', holdsStock: false });
    expect(record.payment).toMatchObject({ status: 'FAILED', failureCode: 'COUPON_UNAVAILABLE' });
    expect(record.coupon?.usedAt).toBeNull();
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
  });
});
