import { adminCouponListSchema, adminCouponSchema } from '@shop/contract/admin-coupons';
import { couponMessages } from '@shop/contract/coupons';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';

const t = adminTestApp();

const DAY = 24 * 60 * 60 * 1000;
const period = {
  started_at: new Date(Date.now() - DAY).toISOString(),
  finished_at: new Date(Date.now() + 30 * DAY).toISOString(),
};

describe('coupons', () => {
  it('creates PRICE and RATIO coupons with a minimum order and a quantity limit', async () => {
    const price = await t.asAdmin('POST', '/v1/admin/coupons', {
      name: '신규 가입 5천원',
      type: 'PRICE',
      discount_price: 5_000,
      ...period,
      min_order_amount: 30_000,
      max_claims: 100,
    });
    expect(price.status).toBe(201);
    expect(adminCouponSchema.parse(price.body)).toMatchObject({
      type: 'PRICE',
      discount_price: 5_000,
      discount_ratio: null,
      min_order_amount: 30_000,
      max_claims: 100,
      claim_count: 0,
      use_count: 0,
      state: 'RUNNING',
      stopped_at: null,
    });
    const ratio = await t.asAdmin('POST', '/v1/admin/coupons', {
      name: '겨울 10%',
      type: 'RATIO',
      discount_ratio: 10,
      discount_price: 3_000,
      started_at: new Date(Date.now() + DAY).toISOString(),
      finished_at: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect(ratio.body).toMatchObject({
      discount_ratio: 10,
      discount_price: null,
      state: 'SCHEDULED',
      max_claims: null,
    });
  });

  it('refuses an incomplete coupon with Korean messages', async () => {
    const bad = await t.asAdmin('POST', '/v1/admin/coupons', {
      name: '',
      type: 'RATIO',
      discount_ratio: 120,
      started_at: period.finished_at,
      finished_at: period.started_at,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: { msg: string }) => d.msg)).toEqual(
      expect.arrayContaining([
        '쿠폰 이름을 입력해주세요.',
        '할인율을 1~100% 사이로 입력해주세요.',
        '종료 일시는 시작 일시보다 늦어야 합니다.',
      ]),
    );
  });

  it('counts claims and uses, and stops new claims and uses', async () => {
    const created = await t.asAdmin('POST', '/v1/admin/coupons', {
      name: '3천원',
      type: 'PRICE',
      discount_price: 3_000,
      ...period,
    });
    const couponId = created.body.coupon_id as number;
    const used = await paidOrder(t.app, t.database.db, { M: 1 }, { couponId });
    expect(used.total).toBe(30_000);
    const holder = await shopper(t.app, t.database.db);
    expect(
      (
        await call(t.app, 'POST', '/v1/users/me/add/coupon', {
          token: holder.token,
          body: { coupon_id: couponId },
        })
      ).status,
    ).toBe(201);

    const list = adminCouponListSchema.parse((await t.asAdmin('GET', '/v1/admin/coupons')).body);
    expect(list.coupons.find((c) => c.coupon_id === couponId)).toMatchObject({
      claim_count: 2,
      use_count: 1,
    });

    const stopped = await t.asAdmin('POST', `/v1/admin/coupons/${couponId}/stop`);
    expect(stopped.body).toMatchObject({ state: 'STOPPED', stopped_at: expect.any(String) });
    const again = await t.asAdmin('POST', `/v1/admin/coupons/${couponId}/stop`);
    expect(again.body.stopped_at).toBe(stopped.body.stopped_at);

    const late = await shopper(t.app, t.database.db);
    const claim = await call(t.app, 'POST', '/v1/users/me/add/coupon', {
      token: late.token,
      body: { coupon_id: couponId },
    });
    expect(claim.status).toBe(409);
    expect(claim.body.detail).toBe(couponMessages.stopped);
    const owned = await call(t.app, 'GET', '/v1/users/me/coupon', { token: holder.token });
    expect(owned.body.map((c: { coupon_id: number }) => c.coupon_id)).not.toContain(couponId);
    expect((await t.asAdmin('POST', '/v1/admin/coupons/999999/stop')).status).toBe(404);
  });
});
