import type { Coupon } from '@shop/contract/coupons';

/** The welcome coupon (5,000 won off from 30,000 won), running from mid-November 2026 for a year. */
export const testCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  coupon_id: 1,
  name: '신규 회원 5,000원 할인',
  type: 'PRICE',
  discount_price: 5_000,
  discount_ratio: null,
  min_order_amount: 30_000,
  started_at: '2026-11-14T00:00:00.000Z',
  finished_at: '2027-11-21T00:00:00.000Z',
  ...overrides,
});

/** The winter coupon: 10% off, no minimum, for two months from 20 November 2026. */
export const winterCoupon = (overrides: Partial<Coupon> = {}): Coupon =>
  testCoupon({
    coupon_id: 2,
    name: '겨울 시즌 10% 할인',
    type: 'RATIO',
    discount_price: null,
    discount_ratio: 10,
    min_order_amount: 0,
    started_at: '2026-11-20T00:00:00.000Z',
    finished_at: '2027-01-20T00:00:00.000Z',
    ...overrides,
  });
