import { describe, expect, it } from 'vitest';
import { adminCouponRequestSchema, couponState } from './admin-coupons';

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
