import type { CartEntry } from '@shop/contract/cart';
import { FREE_SHIPPING_THRESHOLD, shippingFee } from '@shop/contract/money';

export interface CartTotals {
  itemsTotal: number;
  shippingFee: number;
  total: number;
  /** How much more makes shipping free; 0 when it already is (or nothing is chosen). */
  untilFree: number;
}

/** The chosen lines' amounts under the shop's one shipping rule (display only: the server prices). */
export function cartTotals(lines: CartEntry[]): CartTotals {
  const itemsTotal = lines.reduce((sum, line) => sum + line.total_price, 0);
  const fee = shippingFee(itemsTotal);
  return {
    itemsTotal,
    shippingFee: fee,
    total: itemsTotal + fee,
    untilFree: fee > 0 ? FREE_SHIPPING_THRESHOLD - itemsTotal : 0,
  };
}
