import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  describeComparison,
  formatDiff,
  type MeasureTable,
  recommendSize,
} from './measure-rules';

const knit: MeasureTable = {
  template: 'top',
  rows: [
    { size: 'S', values: { length: 64, shoulder: 50.5, chest: 55.5, sleeve: 55 } },
    { size: 'M', values: { length: 66, shoulder: 52, chest: 58, sleeve: 56 } },
    { size: 'L', values: { length: 68, shoulder: 53.5, chest: 60.5, sleeve: 57 } },
  ],
};
const mine = { length: 64, shoulder: 52, chest: 59 };

describe('comparing sizes with a garment the member owns', () => {
  it('gives each size its differences on the shared fields and a score weighing widths', () => {
    const [s, m] = compareSizes(knit, mine);
    expect(describeComparison(m!)).toBe('M: 총장 +2cm, 어깨너비 ±0cm, 가슴단면 −1cm');
    // (2·1 + 0·2 + 1·2) / 5
    expect(m!.score).toBe(0.8);
    expect(s!.diffs.map((d) => d.diff)).toEqual([0, -1.5, -3.5]);
    expect(formatDiff(-1.5)).toBe('−1.5cm');
  });

  it('scores nothing when no field is shared', () => {
    expect(compareSizes(knit, { waist: 40 }).every((c) => c.score === null)).toBe(true);
    expect(recommendSize(compareSizes(knit, { waist: 40 }), null)).toBeNull();
  });

  it('moves to a neighbour only while it is at most 2cm further on average', () => {
    const wide: MeasureTable = {
      template: 'top',
      rows: [
        { size: 'M', values: { chest: 58 } },
        { size: 'L', values: { chest: 63 } },
      ],
    };
    expect(
      recommendSize(compareSizes(wide, { chest: 58 }), { SMALL: 5, TRUE: 0, LARGE: 0 })?.size,
    ).toBe('M');
    expect(
      recommendSize(compareSizes(wide, { chest: 59 }), { SMALL: 5, TRUE: 0, LARGE: 0 })?.size,
    ).toBe('M');
    expect(
      recommendSize(compareSizes(wide, { chest: 60 }), { SMALL: 5, TRUE: 0, LARGE: 0 })?.size,
    ).toBe('L');
  });

  it('recommends the closest size, and one up when most reviews say it runs small', () => {
    const sizes = compareSizes(knit, mine);
    expect(recommendSize(sizes, null)?.size).toBe('M');
    expect(recommendSize(sizes, { SMALL: 1, TRUE: 1, LARGE: 0 })?.size).toBe('M');
    const small = recommendSize(sizes, { SMALL: 7, TRUE: 3, LARGE: 0 });
    expect(small?.size).toBe('L');
    expect(small?.reasons.at(-1)).toBe('구매평의 70%가 작게 나왔다고 해서 L를 권합니다.');
    const large = recommendSize(sizes, { SMALL: 0, TRUE: 1, LARGE: 4 });
    expect(large?.size).toBe('S');
  });

  it('keeps the closest size when there is none to move to, and says why', () => {
    const smallest = compareSizes(knit, { length: 64, shoulder: 50.5, chest: 55.5 });
    const advice = recommendSize(smallest, { SMALL: 0, TRUE: 0, LARGE: 5 });
    expect(advice?.size).toBe('S');
    expect(advice?.reasons.at(-1)).toBe('구매평의 100%가 크게 나왔다고 하니 참고하세요.');
  });
});
