import { describe, expect, it } from 'vitest';
import { couponDiscount, orderTotals, shippingFee } from './money';

const price = (amount: number) => ({
  type: 'PRICE' as const,
  discount_price: amount,
  discount_ratio: null,
});
const ratio = (percent: number) => ({
  type: 'RATIO' as const,
  discount_price: null,
  discount_ratio: percent,
});

describe('shippingFee', () => {
  it('charges 3,000 won under 50,000 won of items and nothing from 50,000', () => {
    expect(shippingFee(39_000)).toBe(3_000);
    expect(shippingFee(49_999)).toBe(3_000);
    expect(shippingFee(50_000)).toBe(0);
    expect(shippingFee(129_000)).toBe(0);
    expect(shippingFee(0)).toBe(0);
  });
});

describe('couponDiscount', () => {
  it('PRICE subtracts its amount, never more than the items', () => {
    expect(couponDiscount(price(5_000), 39_000)).toBe(5_000);
    expect(couponDiscount(price(5_000), 3_000)).toBe(3_000);
  });
  it('RATIO takes its percent, rounded down to the won', () => {
    expect(couponDiscount(ratio(10), 39_000)).toBe(3_900);
    expect(couponDiscount(ratio(15), 33_333)).toBe(4_999);
    expect(couponDiscount(ratio(100), 12_345)).toBe(12_345);
  });
});

describe('orderTotals', () => {
  it('adds shipping decided before the discount', () => {
    expect(orderTotals(52_000, price(5_000))).toEqual({
      items_total: 52_000,
      discount: 5_000,
      shipping_fee: 0,
      island_fee: 0,
      points_used: 0,
      total_price: 47_000,
    });
    expect(orderTotals(39_000, ratio(10))).toEqual({
      items_total: 39_000,
      discount: 3_900,
      shipping_fee: 3_000,
      island_fee: 0,
      points_used: 0,
      total_price: 38_100,
    });
  });
  it('takes the points off what is left after the coupon, never more than that', () => {
    expect(orderTotals(39_000, price(5_000), 3_000, 10_000)).toMatchObject({
      points_used: 10_000,
      total_price: 39_000 - 5_000 + 3_000 + 3_000 - 10_000,
    });
    expect(orderTotals(39_000, null, 0, 50_000)).toMatchObject({
      points_used: 42_000,
      total_price: 0,
    });
    expect(orderTotals(39_000, null, 0, -5)).toMatchObject({ points_used: 0, total_price: 42_000 });
  });
  it('works without a coupon and never goes below 0', () => {
    expect(orderTotals(45_000)).toMatchObject({ discount: 0, total_price: 48_000 });
    expect(orderTotals(2_000, price(10_000)).total_price).toBe(3_000);
  });
  it('adds the island surcharge on top, with free shipping too, and no coupon takes it off', () => {
    expect(orderTotals(39_000, null, 3_000)).toMatchObject({
      shipping_fee: 3_000,
      island_fee: 3_000,
      total_price: 45_000,
    });
    expect(orderTotals(52_000, price(5_000), 5_000)).toMatchObject({
      shipping_fee: 0,
      island_fee: 5_000,
      total_price: 52_000,
    });
    expect(orderTotals(2_000, price(10_000), 3_000).total_price).toBe(6_000);
  });
});
