import { describe, expect, it } from 'vitest';
import { couponFormSchema, emptyCoupon, seoulDateTime } from './coupon-form';

describe('coupon form', () => {
  it('reads the datetime-local value as Seoul time', () => {
    expect(seoulDateTime('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+09:00');
    expect(seoulDateTime('')).toBe('');
  });

  it('sends only the discount of the chosen kind, and blanks as "no limit"', () => {
    const body = couponFormSchema.parse({
      ...emptyCoupon,
      name: '재방문 감사',
      type: 'RATIO',
      discount_price: 3000,
      discount_ratio: 15,
      started_at: '2026-12-01T00:00',
      finished_at: '2026-12-31T23:59',
    });
    expect(body).toEqual({
      name: '재방문 감사',
      type: 'RATIO',
      discount_price: null,
      discount_ratio: 15,
      started_at: '2026-12-01T00:00:00+09:00',
      finished_at: '2026-12-31T23:59:00+09:00',
      min_order_amount: 0,
      max_claims: null,
    });
  });

  it("answers the contract's messages under the form's fields", () => {
    const result = couponFormSchema.safeParse({
      ...emptyCoupon,
      name: '가을',
      started_at: '2026-12-31T00:00',
      finished_at: '2026-12-01T00:00',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['discount_price', '할인 금액을 1원 이상으로 입력해주세요.'],
      ['finished_at', '종료 일시는 시작 일시보다 늦어야 합니다.'],
    ]);
  });
});
