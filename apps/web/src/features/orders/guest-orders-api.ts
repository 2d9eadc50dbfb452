import {
  type GuestCashReceiptRequest,
  type GuestOrder,
  type GuestOrderCancelRequest,
  type GuestOrderLookupRequest,
  guestOrderMessages,
  guestOrderSchema,
} from '@shop/contract/guest-orders';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/http';
import { useNotify } from '../../shared/ui/notify';
import { orderText } from './messages';
import type { OrderActions } from './order-actions';

/** POST /v1/guest-orders/lookup: the guest's order, or one 404 for any wrong answer. */
const lookupGuestOrder = (body: GuestOrderLookupRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/lookup', { method: 'POST', body, schema: guestOrderSchema });

/** POST /v1/guest-orders/cancel with the same answers (and the refund account): the cancelled order. */
const cancelGuestOrder = (body: GuestOrderCancelRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/cancel', { method: 'POST', body, schema: guestOrderSchema });

/** POST /v1/guest-orders/cash-receipt with the same answers: the order with its receipt. */
const requestGuestCashReceipt = (body: GuestCashReceiptRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/cash-receipt', { method: 'POST', body, schema: guestOrderSchema });

/** POST /v1/guest-orders/confirm with the same answers: the confirmed order (구매확정). */
const confirmGuestOrder = (body: GuestOrderLookupRequest): Promise<GuestOrder> =>
  api('/v1/guest-orders/confirm', { method: 'POST', body, schema: guestOrderSchema });

/**
 * The lookup and, once found, what can be done with the order (cancel, cash receipt, 구매확정):
 * the answers that found it are kept in memory only (never stored) and sent again with each call,
 * which the server checks as it did the lookup. The order shown is the latest answer.
 */
export function useGuestOrder() {
  const notify = useNotify();
  const [order, setOrder] = useState<GuestOrder>();
  const lookup = useMutation({ mutationFn: lookupGuestOrder, onSuccess: setOrder });
  const cancel = useMutation({
    mutationFn: cancelGuestOrder,
    onSuccess: (cancelled) => {
      setOrder(cancelled);
      notify(orderText.cancelled);
    },
  });
  const receipt = useMutation({
    mutationFn: requestGuestCashReceipt,
    onSuccess: (issued) => {
      setOrder(issued);
      notify(orderText.cashReceiptIssued);
    },
  });
  const confirm = useMutation({
    mutationFn: confirmGuestOrder,
    onSuccess: (confirmed) => {
      setOrder(confirmed);
      notify(orderText.purchaseConfirmed);
    },
  });
  const answers = lookup.variables;
  function withAnswers<T>(send: (answers: GuestOrderLookupRequest) => Promise<T>) {
    return answers ? send(answers) : Promise.reject(new Error(guestOrderMessages.notFound));
  }
  const actions: OrderActions = {
    cancel: (_orderId, body) => withAnswers((found) => cancel.mutateAsync({ ...found, ...body })),
    requestCashReceipt: (_orderId, body) =>
      withAnswers((found) => receipt.mutateAsync({ ...found, ...body })),
    confirm: () => withAnswers((found) => confirm.mutateAsync(found)),
  };
  return {
    lookup,
    order,
    actions,
    reset() {
      setOrder(undefined);
      receipt.reset();
      cancel.reset();
      confirm.reset();
      lookup.reset();
    },
  };
}
