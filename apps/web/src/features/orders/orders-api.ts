import { type OrderStatus, orderListSchema, orderSchema } from '@shop/contract/orders';
import type { CashReceiptRequest, OrderCancelRequest } from '@shop/contract/virtual-accounts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { newIdempotencyKey, retryUnanswered } from '../../shared/api/idempotency';
import { couponKeys, orderKeys, pointKeys } from '../../shared/api/query-keys';
import { useNotify } from '../../shared/ui/notify';
import { useAddClaimPhotos, useRequestClaim, useWithdrawClaim } from './claims-api';
import { orderText } from './messages';
import type { OrderActions } from './order-actions';

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
 * POST /v1/orders/:id/cancel, with the refund account when the money came by a deposit: the
 * server refunds through the provider or refuses with a reason. The success notice is given here,
 * not by the caller: the cancelled order's card leaves the list before a caller's callbacks would
 * run; a refusal is the caller's to show (beside the account's fields, or as a notice). Each press
 * carries a fresh key, kept when a cancel that got no answer is sent again.
 */
function useCancelOrder() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({
      orderId,
      key,
      body,
    }: {
      orderId: number;
      key: string;
      body: OrderCancelRequest;
    }) =>
      api(`/v1/orders/${orderId}/cancel`, {
        method: 'POST',
        auth: true,
        body,
        schema: orderSchema,
        idempotencyKey: key,
      }),
    retry: retryUnanswered,
    onSuccess: () => notify(orderText.cancelled),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.lists() }),
        client.invalidateQueries({ queryKey: couponKeys.all }),
      ]);
    },
  });
  return (orderId: number, body: OrderCancelRequest) =>
    mutation.mutateAsync({ orderId, key: newIdempotencyKey(), body });
}

/** POST /v1/orders/:id/cash-receipt: the order comes back with its receipt. */
function useRequestCashReceipt() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: CashReceiptRequest }) =>
      api(`/v1/orders/${orderId}/cash-receipt`, {
        method: 'POST',
        auth: true,
        body,
        schema: orderSchema,
      }),
    onSuccess: async () => {
      notify(orderText.cashReceiptIssued);
      await client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
  return (orderId: number, body: CashReceiptRequest) => mutation.mutateAsync({ orderId, body });
}

/**
 * POST /v1/orders/:id/confirm: 구매확정, which books the order's points. As with the cancel, the
 * notice is given here (the confirmed order leaves the 배송 완료 tab); the lists and the points
 * are refreshed whatever the answer, since a refusal may mean the order confirmed itself meanwhile.
 */
function useConfirmPurchase() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: (orderId: number) =>
      api(`/v1/orders/${orderId}/confirm`, { method: 'POST', auth: true, schema: orderSchema }),
    onSuccess: () => notify(orderText.purchaseConfirmed),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.lists() }),
        client.invalidateQueries({ queryKey: pointKeys.all }),
      ]);
    },
  });
  return (orderId: number) => mutation.mutateAsync(orderId);
}

/** The member's own calls for the order cards of My Page. */
export function useMemberOrderActions(): OrderActions {
  return {
    cancel: useCancelOrder(),
    requestCashReceipt: useRequestCashReceipt(),
    confirm: useConfirmPurchase(),
    requestClaim: useRequestClaim(),
    withdrawClaim: useWithdrawClaim(),
    addClaimPhotos: useAddClaimPhotos(),
  };
}
