import { describe, expect, it } from 'vitest';
import { testCoupon } from '../../shared/testing/coupons';
import { checkCoupon, checkoutTotals, couponValue, toggleCoupon } from './totals';

const now = new Date('2026-11-21T10:00:00+09:00');
const coupon = testCoupon;
const tenPercent = coupon({
  coupon_id: 2,
  type: 'RATIO',
  discount_price: null,
  discount_ratio: 10,
});

describe('checkoutTotals', () => {
  it('charges shipping under 50,000원 of items, decided before the discount', () => {
    expect(checkoutTotals(39_000, null)).toEqual({
      items_total: 39_000,
      discount: 0,
      shipping_fee: 3_000,
      island_fee: 0,
      points_used: 0,
      total_price: 42_000,
    });
    // 52,000 − 5,000 is under 50,000, yet shipping stays free: the rule looks at the items.
    expect(checkoutTotals(52_000, coupon())).toEqual({
      items_total: 52_000,
      discount: 5_000,
      shipping_fee: 0,
      island_fee: 0,
      points_used: 0,
      total_price: 47_000,
    });
  });

  it('takes a percent rounded down to the won', () => {
    expect(checkoutTotals(79_900, tenPercent)).toMatchObject({
      discount: 7_990,
      total_price: 71_910,
    });
    expect(checkoutTotals(39_999, tenPercent)).toMatchObject({
      discount: 3_999,
      total_price: 39_000,
    });
  });

  it('adds the island surcharge of the delivery postcode on top', () => {
    expect(checkoutTotals(39_000, null, 3_000)).toMatchObject({
      island_fee: 3_000,
      total_price: 45_000,
    });
  });

  it('takes the points off what is left after the coupon, shipping and the surcharge', () => {
    // 47,000 − 4,700 + 3,000 + 3,000 = 48,300, of which 10,000 in points.
    expect(checkoutTotals(47_000, tenPercent, 3_000, 10_000)).toEqual({
      items_total: 47_000,
      discount: 4_700,
      shipping_fee: 3_000,
      island_fee: 3_000,
      points_used: 10_000,
      total_price: 38_300,
    });
  });

  it('never spends more points than is left to pay: the rest is a zero total', () => {
    expect(checkoutTotals(39_000, coupon(), 0, 50_000)).toMatchObject({
      discount: 5_000,
      points_used: 37_000,
      total_price: 0,
    });
    expect(checkoutTotals(39_000, coupon(), 0, 37_000)).toMatchObject({
      points_used: 37_000,
      total_price: 0,
    });
    expect(checkoutTotals(39_000, null, 0, -500)).toMatchObject({
      points_used: 0,
      total_price: 42_000,
    });
  });

  it('never goes below zero', () => {
    expect(checkoutTotals(4_000, coupon({ discount_price: 10_000, min_order_amount: 0 }))).toEqual({
      items_total: 4_000,
      discount: 4_000,
      shipping_fee: 3_000,
      island_fee: 0,
      points_used: 0,
      total_price: 3_000,
    });
  });
});

describe('checkCoupon', () => {
  it('accepts a coupon in its period over its minimum', () => {
    expect(checkCoupon(coupon(), 39_000, now)).toEqual({ usable: true });
  });

  it('says why a coupon does not apply', () => {
    expect(checkCoupon(coupon(), 29_000, now)).toEqual({
      usable: false,
      reason: '30,000원 이상 주문 시 사용할 수 있는 쿠폰입니다.',
    });
    expect(checkCoupon(coupon({ finished_at: '2026-11-20T00:00:00+09:00' }), 39_000, now)).toEqual({
      usable: false,
      reason: '사용 기간이 지난 쿠폰입니다.',
    });
    expect(checkCoupon(coupon({ started_at: '2026-12-01T00:00:00+09:00' }), 39_000, now)).toEqual({
      usable: false,
      reason: '아직 사용 기간이 아닌 쿠폰입니다.',
    });
  });
});

describe('toggleCoupon', () => {
  it('selects one coupon; the same one again deselects; another one replaces it', () => {
    expect(toggleCoupon(null, 1)).toBe(1);
    expect(toggleCoupon(1, 1)).toBeNull();
    expect(toggleCoupon(1, 2)).toBe(2);
  });
});

describe('couponValue', () => {
  it('reads as won or percent', () => {
    expect(couponValue(coupon())).toBe('5,000원 할인');
    expect(couponValue(tenPercent)).toBe('10% 할인');
  });
});
