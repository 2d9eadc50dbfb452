import type { CartEntry } from '@shop/contract/cart';
import { cartText } from './messages';

const t = cartText;

/**
 * Why a cart line cannot have `quantity` (docs/api.md#cart): at least 1, at most the option's stock.
 * Undefined when it can.
 */
export function quantityProblem(
  line: Pick<CartEntry, 'options' | 'max_quantity'>,
  quantity: number,
): string | undefined {
  if (line.max_quantity <= 0) return t.soldOut(line.options);
  if (!Number.isInteger(quantity) || quantity < 1) return t.quantityMin;
  if (quantity > line.max_quantity) return t.maxQuantity(line.max_quantity);
  return undefined;
}
