import { describe, expect, it } from 'vitest';
import { adminCouponRequestSchema, couponState, adminCouponMessages as m } from './admin-coupons';

const period = {
  started_at: '2026-11-01T00:00:00+09:00',
  finished_at: '2026-12-01T00:00:00+09:00',
};

describe('coupon state', () => {
  const now = new Date('2026-11-15T00:00:00+09:00');
  it('is stopped, scheduled, running or ended', () => {
    expect(couponState({ ...period, stopped_at: '2026-11-10T00:00:00Z' }, now)).toBe('STOPPED');
    expect(couponState({ ...period, stopped_at: null }, now)).toBe('RUNNING');
    expect(couponState({ ...period, stopped_at: null }, new Date('2026-10-31T00:00:00Z'))).toBe(
      'SCHEDULED',
    );
    expect(
      couponState({ ...period, stopped_at: null }, new Date('2026-12-01T00:00:00+09:00')),
    ).toBe('ENDED');
  });
});

describe('the coupon form', () => {
  it('wants the discount its type needs', () => {
    expect(
      adminCouponRequestSchema.safeParse({ name: 'a', type: 'PRICE', ...period }).success,
    ).toBe(false);
    expect(
      adminCouponRequestSchema.safeParse({
        name: 'a',
        type: 'RATIO',
        discount_ratio: 100,
        ...period,
      }).success,
    ).toBe(true);
    expect(
      adminCouponRequestSchema.safeParse({ name: 'a', type: 'RATIO', discount_ratio: 0, ...period })
        .success,
    ).toBe(false);
  });
});

describe('the coupon form', () => {
  it('keeps amounts and counts within what the shop stores', () => {
    const base = { name: 'a', type: 'PRICE', discount_price: 1000, ...period };
    const messages = (extra: object) => {
      const result = adminCouponRequestSchema.safeParse({ ...base, ...extra });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({})).toEqual([]);
    expect(messages({ discount_price: 2 ** 31 })).toEqual([m.priceTooLarge]);
    expect(messages({ min_order_amount: 2 ** 31 })).toEqual([m.minOrderTooLarge]);
    expect(messages({ max_claims: 2 ** 31 })).toEqual([m.maxClaimsTooLarge]);
    expect(messages({ discount_price: 100_000_000, min_order_amount: 100_000_000 })).toEqual([]);
  });
});
