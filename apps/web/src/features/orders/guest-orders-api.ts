import {
  type GuestOrder,
  type GuestOrderLookupRequest,
  guestOrderSchema,
} from '@shop/contract/guest-orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/http';

/** POST /v1/guest-orders/lookup: the guest's order, or one 404 for any wrong answer. */
const lookupGuestOrder = (body: GuestOrderLookupRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/lookup', { method: 'POST', body, schema: guestOrderSchema });

/** POST /v1/guest-orders/cancel with the same answers: the cancelled order. */
const cancelGuestOrder = (body: GuestOrderLookupRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/cancel', { method: 'POST', body, schema: guestOrderSchema });

/**
 * The lookup and, once found, the cancel: the answers that found the order are kept in memory
 * only (never stored) and sent again with the cancel, which the server checks as it did the
 * lookup.
 */
export function useGuestOrder() {
  const lookup = useMutation({ mutationFn: lookupGuestOrder });
  const cancel = useMutation({ mutationFn: cancelGuestOrder });
  const answers = lookup.variables;
  return {
    lookup,
    cancel,
    order: cancel.data ?? lookup.data,
    reset() {
      cancel.reset();
      lookup.reset();
    },
    cancelOrder: (options?: { onSettled?: (data: unknown, error: Error | null) => void }) => {
      if (answers) cancel.mutate(answers, options);
    },
  };
}
