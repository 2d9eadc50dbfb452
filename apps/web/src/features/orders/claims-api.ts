import type { Claim, ClaimRequest } from '@shop/contract/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { newIdempotencyKey, retryUnanswered } from '../../shared/api/idempotency';
import { orderKeys } from '../../shared/api/query-keys';
import { useNotify } from '../../shared/ui/notify';
import { claimText } from './claim-text';

/*
 * The member's 교환·반품 calls. The answers are read as the contract's type, not parsed: the server
 * encodes them through its schema, and the order card that holds these hooks stays free of zod.
 */

/**
 * POST /v1/orders/:id/claims: the request, with a fresh Idempotency-Key per press (kept when one
 * that got no answer is sent again), so that a retry never files a second claim.
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
    onSuccess: async () => {
      notify(claimText.requested);
      await client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
  return (orderId: number, body: ClaimRequest) =>
    mutation.mutateAsync({ orderId, key: newIdempotencyKey(), body });
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
