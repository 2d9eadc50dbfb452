import type { Claim } from '@shop/contract/claims';
import {
  type GuestCashReceiptRequest,
  type GuestClaimRequest,
  type GuestClaimWithdraw,
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
import { photoForm, sendNewClaimPhotos } from './claim-photos';
import { claimText } from './claim-text';
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

/** POST /v1/guest-orders/claims with the same answers and the claim's fields: the new claim. */
const requestGuestClaim = (body: GuestClaimRequest): Promise<Claim> =>
  api<Claim>('/v1/guest-orders/claims', { method: 'POST', body });

/** POST /v1/guest-orders/claims/withdraw with the same answers and the claim's id. */
const withdrawGuestClaim = (body: GuestClaimWithdraw): Promise<Claim> =>
  api<Claim>('/v1/guest-orders/claims/withdraw', { method: 'POST', body });

/**
 * POST /v1/guest-orders/claims/photos: multipart, the answers and the claim's id as the JSON field
 * beside the images.
 */
const postGuestClaimPhotos = (
  request: GuestClaimWithdraw,
  files: readonly File[],
): Promise<Claim> =>
  api<Claim>('/v1/guest-orders/claims/photos', {
    method: 'POST',
    body: photoForm(files, request),
  });

/**
 * The lookup and, once found, what can be done with the order (cancel, cash receipt, 구매확정,
 * 교환·반품): the answers that found it are kept in memory only (never stored) and sent again with
 * each call, which the server checks as it did the lookup. The order shown is the latest answer;
 * a claim's calls answer with the claim, so the order is looked up again after them.
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
  // The claim is filed whether or not the order comes again; a failed look keeps the old one.
  const refresh = () =>
    answers
      ? lookupGuestOrder(answers).then(setOrder, () => undefined)
      : Promise.resolve(undefined);
  const claim = useMutation({ mutationFn: requestGuestClaim });
  const photos = useMutation({
    mutationFn: ({ request, files }: { request: GuestClaimWithdraw; files: readonly File[] }) =>
      postGuestClaimPhotos(request, files),
    onSuccess: () => notify(claimText.photosAdded),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: withdrawGuestClaim,
    onSuccess: () => notify(claimText.withdrawn),
    // A refusal usually means the claim moved on meanwhile: the order shows where it is now.
    onSettled: refresh,
  });
  function withAnswers<T>(send: (answers: GuestOrderLookupRequest) => Promise<T>) {
    return answers ? send(answers) : Promise.reject(new Error(guestOrderMessages.notFound));
  }
  const actions: OrderActions = {
    cancel: (_orderId, body) => withAnswers((found) => cancel.mutateAsync({ ...found, ...body })),
    requestCashReceipt: (_orderId, body) =>
      withAnswers((found) => receipt.mutateAsync({ ...found, ...body })),
    confirm: () => withAnswers((found) => confirm.mutateAsync(found)),
    requestClaim: (_orderId, body, chosen = []) =>
      withAnswers(async (found) => {
        const filed = await claim.mutateAsync({ ...found, ...body });
        await sendNewClaimPhotos(
          chosen,
          (files) => postGuestClaimPhotos({ ...found, claim_id: filed.claim_id }, files),
          notify,
        );
        await refresh();
        return filed;
      }),
    addClaimPhotos: (_orderId, claimId, files) =>
      withAnswers((found) =>
        photos.mutateAsync({ request: { ...found, claim_id: claimId }, files }),
      ),
    withdrawClaim: (_orderId, claimId) =>
      withAnswers((found) => withdraw.mutateAsync({ ...found, claim_id: claimId })),
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
      claim.reset();
      photos.reset();
      withdraw.reset();
      lookup.reset();
    },
  };
}
