import { couponListSchema, couponMessages } from '@shop/contract/coupons';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { createCoupon } from '../../db/factories';

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
const claim = (token: string, couponId: number) =>
  call(t.app, 'POST', '/v1/users/me/add/coupon', { token, body: { coupon_id: couponId } });
const ids = (body: { coupon_id: number }[]) => body.map((c) => c.coupon_id);

describe('coupons', () => {
  it('lists what can be claimed now, claims once, then lists it as owned', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const running = await createCoupon(t.database.db, {
      name: '10% 할인',
      type: 'RATIO',
      discountPrice: null,
      discountRatio: 10,
    });
    const expired = await createCoupon(t.database.db, {
      startedAt: new Date(Date.now() - 9 * DAY),
      finishedAt: new Date(Date.now() - DAY),
    });
    const future = await createCoupon(t.database.db, {
      startedAt: new Date(Date.now() + DAY),
      finishedAt: new Date(Date.now() + 9 * DAY),
    });
    const stopped = await createCoupon(t.database.db, { stoppedAt: new Date() });

    const claimable = await call(t.app, 'GET', '/v1/coupons/list', { token });
    expect(claimable.status).toBe(200);
    const listed = ids(couponListSchema.parse(claimable.body));
    expect(listed).toContain(running.id);
    for (const hidden of [expired, future, stopped]) expect(listed).not.toContain(hidden.id);

    const claimed = await claim(token, running.id);
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({
      coupon_id: running.id,
      type: 'RATIO',
      discount_ratio: 10,
      discount_price: null,
    });
    expect(await claim(token, running.id)).toMatchObject({
      status: 409,
      body: { detail: couponMessages.alreadyClaimed },
    });
    expect(ids((await call(t.app, 'GET', '/v1/coupons/list', { token })).body)).not.toContain(
      running.id,
    );
    expect(ids((await call(t.app, 'GET', '/v1/users/me/coupon', { token })).body)).toEqual([
      running.id,
    ]);

    expect(await claim(token, expired.id)).toMatchObject({
      status: 409,
      body: { detail: couponMessages.expired },
    });
    expect(await claim(token, future.id)).toMatchObject({
      status: 409,
      body: { detail: couponMessages.notStarted },
    });
    expect(await claim(token, stopped.id)).toMatchObject({
      status: 409,
      body: { detail: couponMessages.stopped },
    });
    expect((await claim(token, 987654)).status).toBe(404);
  });

  it('gives a limited coupon to no more members than its limit, even at once', async () => {
    const limited = await createCoupon(t.database.db, { maxClaims: 3 });
    const members = await Promise.all(
      Array.from({ length: 8 }, () => shopper(t.app, t.database.db)),
    );
    const results = await Promise.all(members.map((m) => claim(m.token, limited.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.detail === couponMessages.soldOut),
    ).toBe(true);
    const late = await shopper(t.app, t.database.db);
    expect(
      ids((await call(t.app, 'GET', '/v1/coupons/list', { token: late.token })).body),
    ).not.toContain(limited.id);
  });

  it('no longer lists an owned coupon once it has expired', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const soon = await createCoupon(t.database.db, { finishedAt: new Date(Date.now() + 300) });
    await claim(token, soon.id);
    expect(ids((await call(t.app, 'GET', '/v1/users/me/coupon', { token })).body)).toEqual([
      soon.id,
    ]);
    await new Promise((r) => setTimeout(r, 350));
    expect((await call(t.app, 'GET', '/v1/users/me/coupon', { token })).body).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await call(t.app, 'GET', '/v1/coupons/list')).status).toBe(401);
    expect((await call(t.app, 'GET', '/v1/users/me/coupon')).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/v1/users/me/add/coupon', { body: { coupon_id: 1 } })).status,
    ).toBe(401);
  });
});
