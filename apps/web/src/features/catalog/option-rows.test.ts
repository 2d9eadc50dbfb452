import { describe, expect, it } from 'vitest';
import {
  canIncrease,
  cartLines,
  decrease,
  increase,
  type OptionRow,
  removeOption,
  selectOption,
  totalPrice,
  visibleRows,
} from './option-rows';

const stocks = { '오트밀 / S': 3, '오트밀 / M': 14, '네이비 / M': 0, '에크루 / FREE': 1 };

describe('option rows (docs/api.md#client-state)', () => {
  it('selecting an option adds its row with quantity 1', () => {
    const rows = selectOption([], '오트밀 / S', stocks);
    expect(rows).toEqual([{ option: '오트밀 / S', quantity: 1 }]);
    expect(selectOption(rows, '오트밀 / M', stocks)).toEqual([
      { option: '오트밀 / S', quantity: 1 },
      { option: '오트밀 / M', quantity: 1 },
    ]);
  });

  it('a sold-out or unknown option adds nothing', () => {
    expect(selectOption([], '네이비 / M', stocks)).toEqual([]);
    expect(selectOption([], '없는 옵션', stocks)).toEqual([]);
  });

  it('plus goes up to the stock and stops there', () => {
    let rows = selectOption([], '오트밀 / S', stocks);
    rows = increase(rows, '오트밀 / S', stocks);
    rows = increase(rows, '오트밀 / S', stocks);
    expect(rows[0]?.quantity).toBe(3);
    expect(canIncrease(rows[0]!, stocks)).toBe(false);
    rows = increase(rows, '오트밀 / S', stocks);
    expect(rows[0]?.quantity).toBe(3);

    const tote = increase(selectOption([], '에크루 / FREE', stocks), '에크루 / FREE', stocks);
    expect(tote).toEqual([{ option: '에크루 / FREE', quantity: 1 }]);
  });

  it('minus never goes below 0, and a row at 0 is hidden', () => {
    let rows = selectOption([], '오트밀 / M', stocks);
    rows = decrease(rows, '오트밀 / M');
    expect(rows[0]?.quantity).toBe(0);
    rows = decrease(rows, '오트밀 / M');
    expect(rows[0]?.quantity).toBe(0);
    expect(visibleRows(rows)).toEqual([]);
  });

  it('x sets the quantity to 0 and hides the row; choosing it again brings it back at 1', () => {
    let rows = increase(selectOption([], '오트밀 / M', stocks), '오트밀 / M', stocks);
    rows = removeOption(rows, '오트밀 / M');
    expect(visibleRows(rows)).toEqual([]);
    rows = selectOption(rows, '오트밀 / M', stocks);
    expect(visibleRows(rows)).toEqual([{ option: '오트밀 / M', quantity: 1 }]);
  });

  it('choosing a shown option again keeps its quantity', () => {
    let rows = increase(selectOption([], '오트밀 / M', stocks), '오트밀 / M', stocks);
    rows = selectOption(rows, '오트밀 / M', stocks);
    expect(rows).toEqual([{ option: '오트밀 / M', quantity: 2 }]);
  });

  it('the total is the price times every quantity, and only shown rows are sent', () => {
    const rows: OptionRow[] = [
      { option: '오트밀 / S', quantity: 2 },
      { option: '오트밀 / M', quantity: 0 },
      { option: '에크루 / FREE', quantity: 1 },
    ];
    expect(totalPrice(rows, 39_000)).toBe(117_000);
    expect(totalPrice([], 39_000)).toBe(0);
    expect(cartLines(rows)).toEqual([
      { color_size: '오트밀 / S', quantity: 2 },
      { color_size: '에크루 / FREE', quantity: 1 },
    ]);
  });
});
