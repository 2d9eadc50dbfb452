import { describe, expect, it } from 'vitest';
import { cartLine } from '../../shared/testing/member-pages';
import { cartTotals } from './cart-totals';

describe('cartTotals', () => {
  it('adds 3,000 won under 50,000 won and says how much more ships free', () => {
    expect(cartTotals([cartLine({ cart_id: 1, quantity: 1 })])).toEqual({
      itemsTotal: 39_000,
      shippingFee: 3_000,
      total: 42_000,
      untilFree: 11_000,
    });
  });
  it('ships free from 50,000 won', () => {
    const totals = cartTotals([cartLine({ cart_id: 1, quantity: 2 })]);
    expect(totals).toEqual({ itemsTotal: 78_000, shippingFee: 0, total: 78_000, untilFree: 0 });
  });
  it('charges nothing for nothing chosen', () => {
    expect(cartTotals([])).toEqual({ itemsTotal: 0, shippingFee: 0, total: 0, untilFree: 0 });
  });
});
