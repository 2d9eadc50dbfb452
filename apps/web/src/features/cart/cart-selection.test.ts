import { describe, expect, it } from 'vitest';
import { cartLine } from '../../shared/testing/member-pages';
import {
  allSelected,
  cartHandoff,
  selectedIds,
  toggleAll,
  toggleLine,
  type Unchecked,
} from './cart-selection';

const lines = [cartLine({ cart_id: 1 }), cartLine({ cart_id: 2 }), cartLine({ cart_id: 3 })];
const none: Unchecked = new Set();

describe('cart selection', () => {
  it('ticks every line on load, and a line added later too', () => {
    expect(selectedIds(lines, none)).toEqual([1, 2, 3]);
    expect(allSelected(lines, none)).toBe(true);
    const unticked = toggleLine(none, 2);
    const grown = [...lines, cartLine({ cart_id: 4 })];
    expect(selectedIds(grown, unticked)).toEqual([1, 3, 4]);
  });

  it('unticking a row clears select-all; ticking it again restores it', () => {
    const one = toggleLine(none, 3);
    expect(allSelected(lines, one)).toBe(false);
    expect(allSelected(lines, toggleLine(one, 3))).toBe(true);
  });

  it('select-all unticks all when all are ticked, otherwise ticks all', () => {
    const cleared = toggleAll(lines, none);
    expect(selectedIds(lines, cleared)).toEqual([]);
    expect(selectedIds(lines, toggleAll(lines, cleared))).toEqual([1, 2, 3]);
    expect(selectedIds(lines, toggleAll(lines, toggleLine(none, 1)))).toEqual([1, 2, 3]);
  });

  it('an empty cart never shows select-all ticked', () => {
    expect(allSelected([], none)).toBe(false);
  });

  it('hands /order the ticked cart ids, or nothing when none is ticked', () => {
    expect(cartHandoff(lines, toggleLine(none, 2))).toEqual({ type: 'cart', cart_ids: [1, 3] });
    expect(cartHandoff(lines, toggleAll(lines, none))).toBeUndefined();
  });
});
