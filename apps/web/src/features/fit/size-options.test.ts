import { describe, expect, it } from 'vitest';
import { singleOptionSizes, soldOutSizes } from './size-options';

describe('singleOptionSizes', () => {
  it('maps a size to its option when it is the only one and in stock', () => {
    expect(singleOptionSizes({ S: 1, M: 0, L: 3 })).toEqual({ S: 'S', L: 'L' });
    expect(singleOptionSizes({ '블랙 / S': 1, '블랙 / M': 2 })).toEqual({
      S: '블랙 / S',
      M: '블랙 / M',
    });
  });

  it('leaves out a size sold in several colours: the shopper picks the colour', () => {
    expect(singleOptionSizes({ '블랙 / M': 1, '아이보리 / M': 1, '블랙 / L': 1 })).toEqual({
      L: '블랙 / L',
    });
  });
});

describe('soldOutSizes', () => {
  it('names the sizes with no option left in stock', () => {
    expect(soldOutSizes({ '블랙 / M': 0, '아이보리 / M': 1, '블랙 / L': 0, XL: 0 })).toEqual([
      'L',
      'XL',
    ]);
  });
});
