import { describe, expect, it } from 'vitest';
import {
  overlappingRange,
  rangeOf,
  shippingMessages,
  surchargeRangeRequestSchema,
} from './shipping';

const range = (range_id: number, zone: string, from_postcode: string, to_postcode: string) => ({
  range_id,
  zone,
  from_postcode,
  to_postcode,
});
const ranges = [
  range(1, '제주', '63000', '63644'),
  range(2, '울릉', '40200', '40240'),
  range(3, '당진 도서', '31708', '31708'),
];
const problems = (input: unknown) =>
  surchargeRangeRequestSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('rangeOf', () => {
  it('finds the range holding a postcode, both ends included', () => {
    expect(rangeOf(ranges, '63000')?.zone).toBe('제주');
    expect(rangeOf(ranges, '63001')?.zone).toBe('제주');
    expect(rangeOf(ranges, '63644')?.zone).toBe('제주');
    expect(rangeOf(ranges, '40240')?.zone).toBe('울릉');
    expect(rangeOf(ranges, '31708')?.zone).toBe('당진 도서');
  });
  it('finds nothing just outside a range or on the mainland', () => {
    expect(rangeOf(ranges, '62999')).toBeUndefined();
    expect(rangeOf(ranges, '63645')).toBeUndefined();
    expect(rangeOf(ranges, '31707')).toBeUndefined();
    expect(rangeOf(ranges, '04779')).toBeUndefined();
    expect(rangeOf([], '63001')).toBeUndefined();
  });
});

describe('overlappingRange', () => {
  it('names the range a new one would share a postcode with', () => {
    expect(overlappingRange(ranges, range(0, '우도', '63644', '63650'))?.zone).toBe('제주');
    expect(overlappingRange(ranges, range(0, '독도', '40100', '40200'))?.zone).toBe('울릉');
    expect(overlappingRange(ranges, range(0, '넓은 구간', '30000', '70000'))?.range_id).toBe(1);
    expect(overlappingRange(ranges, range(0, '안쪽', '31708', '31708'))?.range_id).toBe(3);
  });
  it('accepts neighbours and the range being edited', () => {
    expect(overlappingRange(ranges, range(0, '아래', '62000', '62999'))).toBeUndefined();
    expect(overlappingRange(ranges, range(0, '위', '63645', '63700'))).toBeUndefined();
    expect(overlappingRange(ranges, range(1, '제주', '62990', '63650'), 1)).toBeUndefined();
  });
});

describe('surchargeRangeRequestSchema', () => {
  const good = { zone: ' 제주 ', from_postcode: '63000', to_postcode: '63644', fee: 3_000 };

  it('keeps a good range, zone trimmed', () => {
    expect(surchargeRangeRequestSchema.parse(good)).toEqual({ ...good, zone: '제주' });
    expect(surchargeRangeRequestSchema.parse({ ...good, fee: 0 }).fee).toBe(0);
    expect(surchargeRangeRequestSchema.parse({ ...good, fee: 100_000 }).fee).toBe(100_000);
  });
  it('refuses postcodes that are not five digits, in Korean', () => {
    for (const postcode of ['6300', '630001', '63-00', 'abcde', '']) {
      expect(problems({ ...good, from_postcode: postcode })).toEqual([
        shippingMessages.postcodeFormat,
      ]);
    }
  });
  it('refuses a range that ends before it starts', () => {
    expect(problems({ ...good, from_postcode: '63644', to_postcode: '63000' })).toEqual([
      shippingMessages.rangeOrder,
    ]);
  });
  it('refuses fees under 0, over 100,000 or with fractions, and an empty zone', () => {
    for (const fee of [-1, 100_001, 2_500.5]) {
      expect(problems({ ...good, fee })).toEqual([shippingMessages.feeRange]);
    }
    expect(problems({ ...good, zone: '  ' })).toEqual([shippingMessages.zoneRequired]);
    expect(shippingMessages.feeRange).toBe(
      '추가 배송비는 0원부터 100,000원까지 입력할 수 있습니다.',
    );
  });
});
