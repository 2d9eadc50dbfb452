import { describe, expect, it } from 'vitest';
import { quantityProblem } from './cart-quantity';

const line = { options: '오트밀 / 2', max_quantity: 3 };

describe('quantityProblem (docs/api.md#cart)', () => {
  it('accepts 1 up to the stock', () => {
    expect(quantityProblem(line, 1)).toBeUndefined();
    expect(quantityProblem(line, 3)).toBeUndefined();
  });
  it('refuses less than 1 and non-integers', () => {
    expect(quantityProblem(line, 0)).toBe('수량은 1개 이상이어야 합니다.');
    expect(quantityProblem(line, 1.5)).toBe('수량은 1개 이상이어야 합니다.');
    expect(quantityProblem(line, Number.NaN)).toBe('수량은 1개 이상이어야 합니다.');
  });
  it('names the stock past it', () => {
    expect(quantityProblem(line, 4)).toBe('이 옵션은 최대 3개까지 담을 수 있습니다.');
  });
  it('says when the option sold out', () => {
    expect(quantityProblem({ ...line, max_quantity: 0 }, 1)).toBe(
      '오트밀 / 2 옵션은 품절되었습니다.',
    );
  });
});
