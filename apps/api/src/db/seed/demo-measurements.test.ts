import { describe, expect, it } from 'vitest';
import { demoMeasurements } from './demo-measurements';

describe('the demo catalog’s 실측 tables', () => {
  it('takes a product’s 핏 & 사이즈 lines, the template’s fields only, smallest size first', () => {
    expect(
      demoMeasurements(['dress'], ['2', '1'], {
        '1': '총장 118 / 어깨 37 / 가슴 46 / 허리 38',
        '2': '총장 121 / 어깨 39 / 가슴 49 / 허리 41',
      }),
    ).toEqual({
      template: 'top',
      rows: [
        { size: '1', values: { length: 118, shoulder: 37, chest: 46 } },
        { size: '2', values: { length: 121, shoulder: 39, chest: 49 } },
      ],
    });
  });

  it('grows a table from the category’s middle size without lines, and none for bags', () => {
    const pants = demoMeasurements(['pants'], ['L', 'S', 'M']);
    expect(pants?.rows.map((r) => [r.size, r.values.waist])).toEqual([
      ['S', 36],
      ['M', 38],
      ['L', 40],
    ]);
    expect(demoMeasurements(['bag'], ['FREE'])).toBeNull();
    expect(demoMeasurements(['knit'], ['FREE'])).toBeNull();
  });
});
