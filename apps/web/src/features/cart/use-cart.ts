import type { CartEntry } from '@shop/contract/cart';
import { useState } from 'react';
import { useNavigate } from '../../shared/routing';
import { useNotify } from '../../shared/ui/notify';
import { useCart, useDeleteCartLines, useUpdateCartLine } from './cart-api';
import { quantityProblem } from './cart-quantity';
import {
  allSelected,
  cartHandoff,
  selectedIds,
  selectedLines,
  toggleAll,
  toggleLine,
  type Unchecked,
} from './cart-selection';
import { cartTotals } from './cart-totals';
import { cartText } from './messages';

const t = cartText;

/** The cart's checkboxes, held by whoever must keep them (see `useCartScreen`). */
export type CartSelection = [Unchecked, (next: Unchecked) => void];

export const useCartSelection = (): CartSelection => useState<Unchecked>(new Set());

/**
 * The cart with its checkboxes and what both cart screens do with it. The checkboxes live in
 * `selection` when given, so a parent that outlives the screen keeps them.
 */
export function useCartScreen(selection?: CartSelection) {
  const cart = useCart();
  const lines = cart.data ?? [];
  const own = useCartSelection();
  const [unchecked, setUnchecked] = selection ?? own;
  const notify = useNotify();
  const navigate = useNavigate();
  const update = useUpdateCartLine();
  const remove = useDeleteCartLines();
  const chosen = selectedLines(lines, unchecked);

  function deleteLines(ids: number[]) {
    if (ids.length === 0) return notify(t.nothingSelected, 'alert');
    remove.mutate(ids, {
      onSuccess: () => notify(t.deleted),
      onError: (error) => notify(error.message, 'alert'),
    });
  }

  /** Plus/minus on mobile: the docs/api.md#cart bounds are checked here, the server checks them again. */
  function stepQuantity(line: CartEntry, delta: 1 | -1) {
    const quantity = line.quantity + delta;
    const problem = quantityProblem(line, quantity);
    if (problem) return notify(problem, 'alert');
    update.mutate(
      { cartId: line.cart_id, body: { options: line.options, quantity } },
      { onError: (error) => notify(error.message, 'alert') },
    );
  }

  /** To the order sheet with the ticked lines (a guest chooses there how to order). */
  function orderSelected() {
    const state = cartHandoff(lines, unchecked);
    if (!state) return notify(t.nothingSelected, 'alert');
    navigate('/order', { state });
  }

  return {
    cart,
    lines,
    chosen,
    totals: cartTotals(chosen),
    isChecked: (cartId: number) => !unchecked.has(cartId),
    allChecked: allSelected(lines, unchecked),
    toggleAll: () => setUnchecked(toggleAll(lines, unchecked)),
    toggleLine: (cartId: number) => setUnchecked(toggleLine(unchecked, cartId)),
    deleteSelected: () => deleteLines(selectedIds(lines, unchecked)),
    deleteLine: (line: CartEntry) => deleteLines([line.cart_id]),
    deleting: remove.isPending,
    updating: update.isPending,
    stepQuantity,
    orderSelected,
  };
}
export type CartScreen = ReturnType<typeof useCartScreen>;
