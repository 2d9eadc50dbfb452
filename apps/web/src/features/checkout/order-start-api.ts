import type { OrderHandoff } from '@shop/contract/order-handoff';
import {
  type OrderStartRequest,
  type OrderStartResponse,
  orderStartResponseSchema,
} from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';

/** The order-start body for what /order was handed. */
export function startRequest(handoff: OrderHandoff): OrderStartRequest {
  return handoff.type === 'cart'
    ? { type: 'cart', cart_id: handoff.cart_ids }
    : {
        type: 'item',
        options: handoff.lines.map(({ item_id, option, quantity }) => ({
          item_id,
          option,
          quantity,
        })),
      };
}

/** POST /v1/orders/start: the server's lines and totals, the default address, an order number. */
export const startOrder = (handoff: OrderHandoff): Promise<OrderStartResponse> =>
  api('/v1/orders/start', {
    method: 'POST',
    body: startRequest(handoff),
    auth: true,
    schema: orderStartResponseSchema,
  });

/**
 * Started once per hand-off and kept: starting again would issue another order number, so the
 * answer is never refetched behind the shopper's back (focus, remount).
 */
export const orderStartQuery = (handoff: OrderHandoff) =>
  queryOptions({
    queryKey: ['orders', 'start', handoff],
    queryFn: () => startOrder(handoff),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useOrderStart = (handoff: OrderHandoff) => useQuery(orderStartQuery(handoff));
