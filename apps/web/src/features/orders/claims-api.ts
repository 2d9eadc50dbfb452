import type { Claim, ClaimRequest } from '@shop/contract/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { newIdempotencyKey, retryUnanswered } from '../../shared/api/idempotency';
import { orderKeys } from '../../shared/api/query-keys';
import { useNotify } from '../../shared/ui/notify';
import { photoForm, sendNewClaimPhotos } from './claim-photos';
import { claimText } from './claim-text';

/*
 * The member's 교환·반품 calls. The answers are read as the contract's type, not parsed: the server
 * encodes them through its schema, and the order card that holds these hooks stays free of zod.
 */

/** POST /v1/orders/:id/claims/:claim_id/photos: the images as multipart parts; the claim answers. */
const postClaimPhotos = (orderId: number, claimId: number, files: readonly File[]) =>
  api<Claim>(`/v1/orders/${orderId}/claims/${claimId}/photos`, {
    method: 'POST',
    auth: true,
    body: photoForm(files),
  });

/**
 * POST /v1/orders/:id/claims: the request, with a fresh Idempotency-Key per press (kept when one
 * that got no answer is sent again), so that a retry never files a second claim; then the photos
 * chosen with it, and the lists refreshed.
 */
export function useRequestClaim() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({ orderId, key, body }: { orderId: number; key: string; body: ClaimRequest }) =>
      api<Claim>(`/v1/orders/${orderId}/claims`, {
        method: 'POST',
        auth: true,
        body,
        idempotencyKey: key,
      }),
    retry: retryUnanswered,
  });
  return async (orderId: number, body: ClaimRequest, photos: readonly File[] = []) => {
    const claim = await mutation.mutateAsync({ orderId, key: newIdempotencyKey(), body });
    await sendNewClaimPhotos(
      photos,
      (files) => postClaimPhotos(orderId, claim.claim_id, files),
      notify,
    );
    await client.invalidateQueries({ queryKey: orderKeys.lists() });
    return claim;
  };
}

/**
 * More photos of a claim. The lists are refreshed whatever the answer: a 409 means the claim was
 * approved meanwhile, which the card should show.
 */
export function useAddClaimPhotos() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({
      orderId,
      claimId,
      files,
    }: {
      orderId: number;
      claimId: number;
      files: readonly File[];
    }) => postClaimPhotos(orderId, claimId, files),
    onSuccess: () => notify(claimText.photosAdded),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
  return (orderId: number, claimId: number, files: readonly File[]) =>
    mutation.mutateAsync({ orderId, claimId, files });
}

/**
 * POST /v1/orders/:id/claims/:claim_id/withdraw. The lists are refreshed whatever the answer: a
 * refusal usually means the claim moved on meanwhile (approved), which the card should show.
 */
export function useWithdrawClaim() {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: ({ orderId, claimId }: { orderId: number; claimId: number }) =>
      api<Claim>(`/v1/orders/${orderId}/claims/${claimId}/withdraw`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: () => notify(claimText.withdrawn),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
  return (orderId: number, claimId: number) => mutation.mutateAsync({ orderId, claimId });
}
