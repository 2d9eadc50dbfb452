import type { OrderHandoff } from '@shop/contract/order-handoff';
import {
  type OrderStartRequest,
  type OrderStartResponse,
  orderStartResponseSchema,
} from '@shop/contract/orders';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../shared/api/http';
import { newIdempotencyKey, retryUnanswered } from '../../shared/api/idempotency';

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

/**
 * POST /v1/orders/start (a member) or /v1/guest-orders/start (a guest, known by the browser's
 * cart cookie): the server's lines and totals, a member's default address, an order number.
 */
export const startOrder = ({
  handoff,
  key,
  guest,
}: {
  handoff: OrderHandoff;
  key: string;
  guest: boolean;
}): Promise<OrderStartResponse> =>
  api(guest ? '/v1/guest-orders/start' : '/v1/orders/start', {
    method: 'POST',
    body: startRequest(handoff),
    auth: true,
    schema: orderStartResponseSchema,
    idempotencyKey: key,
  });

/**
 * Starts the order for the hand-off once per arrival on /order: each start issues an order number
 * and keeps a priced checkout on the server, so it is a mutation that nothing runs again behind
 * the shopper's back (focus, reconnect, StrictMode's doubled effects); only `retry` does, with a
 * new key (a new press). A start that got no answer is sent once more under its own key. The last
 * failure stays while a retry runs, so the message does not flicker away.
 */
export function useStartOrder(handoff: OrderHandoff, guest: boolean) {
  const [failure, setFailure] = useState<Error | null>(null);
  const start = useMutation({
    mutationFn: startOrder,
    retry: retryUnanswered,
    onSuccess: () => setFailure(null),
    onError: (error) => setFailure(error),
  });
  const started = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ handoff, key: newIdempotencyKey(), guest });
  }, [mutate, handoff, guest]);
  return {
    order: start.data,
    failure,
    pending: start.isIdle || start.isPending,
    retry: () => mutate({ handoff, key: newIdempotencyKey(), guest }),
  };
}
