import { type Order, orderSchema } from '@shop/contract/orders';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys, couponKeys, orderKeys, pointKeys } from '../../shared/api/query-keys';
import { handoffStore } from './handoff-store';

/**
 * An order placed without the payment window (coupon and points pay it in full) goes to
 * /order/success in the route state, where the card path's confirmation lands too.
 */
export const placedState = (order: Order) => ({ placed: order });

/** The order handed over by `placedState`, parsed (route state is never trusted). */
export function placedOrderOf(state: unknown): Order | undefined {
  if (!state || typeof state !== 'object' || !('placed' in state)) return undefined;
  const parsed = orderSchema.safeParse(state.placed);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A placed order empties its cart lines, uses its coupon and points and joins the order lists;
 * the way back to its sheet is no longer needed.
 */
export function forgetOrdered(client: QueryClient) {
  handoffStore.clear();
  void client.invalidateQueries({ queryKey: cartKeys.all });
  void client.invalidateQueries({ queryKey: couponKeys.all });
  void client.invalidateQueries({ queryKey: pointKeys.all });
  void client.invalidateQueries({ queryKey: orderKeys.lists() });
}
