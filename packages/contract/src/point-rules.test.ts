import { describe, expect, it } from 'vitest';
import { addYears, earnBasis, pointsEarnedOn } from './point-rules';

describe('the points rules', () => {
  it('earns 1% of the product amount paid, rounded down to the won', () => {
    expect(pointsEarnedOn(91_000)).toBe(910);
    expect(pointsEarnedOn(45_599)).toBe(455);
    expect(pointsEarnedOn(99)).toBe(0);
  });

  it('counts the items less the coupon and what was refunded, never below zero', () => {
    expect(earnBasis({ itemsTotal: 90_000, discount: 5_000, refunded: 30_000 })).toBe(55_000);
    expect(earnBasis({ itemsTotal: 10_000, discount: 0, refunded: 13_000 })).toBe(0);
  });

  it('adds calendar years, 29 February landing on 1 March', () => {
    expect(addYears(new Date('2026-05-31T15:00:00Z'), 3)).toEqual(new Date('2029-05-31T15:00:00Z'));
    expect(addYears(new Date('2028-02-29T00:00:00Z'), 3)).toEqual(new Date('2031-03-01T00:00:00Z'));
  });
});
