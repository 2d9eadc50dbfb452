import { adminCouponClaimListSchema } from '@shop/contract/admin-coupon-claims';
import { adminCouponMessages } from '@shop/contract/admin-coupons';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';

const t = adminTestApp();

const DAY = 24 * 60 * 60 * 1000;

async function newCoupon(name: string) {
  const created = await call(t.app, 'POST', '/v1/admin/coupons', {
    token: t.token,
    body: {
      name,
      type: 'PRICE',
      discount_price: 2_000,
      started_at: new Date(Date.now() - DAY).toISOString(),
      finished_at: new Date(Date.now() + DAY).toISOString(),
    },
  });
  return created.body.coupon_id as number;
}

async function claim(couponId: number) {
  const holder = await shopper(t.app, t.database.db);
  const response = await call(t.app, 'POST', '/v1/users/me/add/coupon', {
    token: holder.token,
    body: { coupon_id: couponId },
  });
  expect(response.status).toBe(201);
  return holder.member;
}

describe('a coupon’s claims', () => {
  it('lists who claimed it, newest first, with the order that used it', async () => {
    const couponId = await newCoupon('발급 내역 확인');
    const other = await newCoupon('다른 쿠폰');
    await claim(other);
    const buyer = await shopper(t.app, t.database.db);
    const used = await paidOrder(t.app, t.database.db, { M: 1 }, { couponId, buyer });
    const unused = await claim(couponId);

    const response = await call(t.app, 'GET', `/v1/admin/coupons/${couponId}/claims`, {
      token: t.token,
    });
    expect(response.status).toBe(200);
    const list = adminCouponClaimListSchema.parse(response.body);
    expect(list).toMatchObject({
      coupon_id: couponId,
      coupon_name: '발급 내역 확인',
      total: 2,
      page: 1,
      page_count: 1,
    });
    expect(list.claims).toEqual([
      expect.objectContaining({
        member_id: unused.id,
        nickname: unused.nickname,
        used_at: null,
        order_id: null,
        merchant_id: null,
      }),
      expect.objectContaining({
        member_id: buyer.member.id,
        used_at: expect.any(String),
        order_id: used.orderId,
        merchant_id: used.merchantId,
      }),
    ]);
    expect(Date.parse(list.claims[1]!.claimed_at)).not.toBeNaN();
  });

  it('pages the claims', async () => {
    const couponId = await newCoupon('페이지');
    for (let i = 0; i < 3; i += 1) await claim(couponId);
    const first = adminCouponClaimListSchema.parse(
      (await call(t.app, 'GET', `/v1/admin/coupons/${couponId}/claims?size=2`, { token: t.token }))
        .body,
    );
    const second = adminCouponClaimListSchema.parse(
      (
        await call(t.app, 'GET', `/v1/admin/coupons/${couponId}/claims?size=2&page=2`, {
          token: t.token,
        })
      ).body,
    );
    expect([first.claims.length, second.claims.length]).toEqual([2, 1]);
    expect(first).toMatchObject({ total: 3, page_count: 2 });
    const ids = [...first.claims, ...second.claims].map((c) => c.claim_id);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers 404 for an unknown coupon and 422 for a bad page', async () => {
    const missing = await call(t.app, 'GET', '/v1/admin/coupons/999999/claims', { token: t.token });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(adminCouponMessages.notFound);
    const bad = await call(t.app, 'GET', '/v1/admin/coupons/1/claims?page=0', { token: t.token });
    expect(bad.status).toBe(422);
  });
});
