import type { CartEntry } from '@shop/contract/cart';
import type { OrderHandoff } from '@shop/contract/order-handoff';

/**
 * The cart's checkboxes, kept as the ids the member unticked: every line is ticked when the cart
 * loads (docs/api.md#client-state) and a line added later arrives ticked too.
 */
export type Unchecked = ReadonlySet<number>;

export const isSelected = (unchecked: Unchecked, cartId: number) => !unchecked.has(cartId);

export const selectedLines = (lines: CartEntry[], unchecked: Unchecked) =>
  lines.filter((line) => isSelected(unchecked, line.cart_id));

export const selectedIds = (lines: CartEntry[], unchecked: Unchecked) =>
  selectedLines(lines, unchecked).map((line) => line.cart_id);

/** Select-all is ticked only when there are lines and every one of them is ticked. */
export const allSelected = (lines: CartEntry[], unchecked: Unchecked) =>
  lines.length > 0 && lines.every((line) => isSelected(unchecked, line.cart_id));

/** Select-all: ticks every line, or unticks them all when all were ticked. */
export function toggleAll(lines: CartEntry[], unchecked: Unchecked): Unchecked {
  return allSelected(lines, unchecked) ? new Set(lines.map((line) => line.cart_id)) : new Set();
}

export function toggleLine(unchecked: Unchecked, cartId: number): Unchecked {
  const next = new Set(unchecked);
  if (next.has(cartId)) next.delete(cartId);
  else next.add(cartId);
  return next;
}

/** What 주문하기 hands to /order: the ticked cart ids, or nothing when none is ticked. */
export function cartHandoff(lines: CartEntry[], unchecked: Unchecked): OrderHandoff | undefined {
  const ids = selectedIds(lines, unchecked);
  return ids.length > 0 ? { type: 'cart', cart_ids: ids } : undefined;
}
