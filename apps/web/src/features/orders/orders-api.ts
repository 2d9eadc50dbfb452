import { type OrderStatus, orderListSchema, orderSchema } from '@shop/contract/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { newIdempotencyKey, retryUnanswered } from '../../shared/api/idempotency';
import { couponKeys, orderKeys } from '../../shared/api/query-keys';
import { useNotify } from '../../shared/ui/notify';
import { orderText } from './messages';

/** The member's order lists (one per status tab); the order sheet's own queries sit beside them. */

/** GET /v1/orders?status=: the member's paid orders of one status, with counts per status. */
export const useOrders = (status: OrderStatus, enabled = true) =>
  useQuery({
    queryKey: orderKeys.list(status),
    queryFn: () => api(`/v1/orders?status=${status}`, { auth: true, schema: orderListSchema }),
    enabled,
    // Switching tabs keeps the counts and the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/**
 * POST /v1/orders/:id/cancel: the server refunds through the provider or refuses with a reason.
 * The notices are given here, not by the caller: the cancelled order's card leaves the list
 * before a caller's callbacks would run. Each press carries a fresh key, kept when a cancel that
 * got no answer is sent again.
 */
export function useCancelOrder() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({ orderId, key }: { orderId: number; key: string }) =>
      api(`/v1/orders/${orderId}/cancel`, {
        method: 'POST',
        auth: true,
        schema: orderSchema,
        idempotencyKey: key,
      }),
    retry: retryUnanswered,
    onSuccess: () => notify(orderText.cancelled),
    onError: (error) => notify(error.message, 'alert'),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.lists() }),
        client.invalidateQueries({ queryKey: couponKeys.all }),
      ]);
    },
  });
  return {
    isPending: mutation.isPending,
    /** One press of the cancel button. */
    cancel: (orderId: number, options?: { onSettled?: () => void }) =>
      mutation.mutate({ orderId, key: newIdempotencyKey() }, options),
  };
}
