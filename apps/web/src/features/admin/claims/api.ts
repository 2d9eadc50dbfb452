import {
  type AdminClaim,
  type AdminClaimComplete,
  type AdminClaimInspect,
  type AdminClaimListQuery,
  adminClaimListSchema,
  adminClaimSchema,
} from '@shop/contract/admin-claims';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminPath, adminRecord, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/**
 * GET /v1/admin/claims: newest first, 20 a page. The answer gives its page size, not its page
 * count, which the page links need.
 */
export const useAdminClaims = (query: AdminClaimListQuery) =>
  useQuery({
    queryKey: adminKeys.claims.list(query),
    queryFn: () => adminApi(adminPath('/claims', query), { schema: adminClaimListSchema }),
    placeholderData: keepPreviousData,
    select: (list) => ({
      ...list,
      page_count: Math.max(1, Math.ceil(list.total / Math.max(1, list.page_size))),
    }),
  });

const claimQueryOptions = (id: number) =>
  adminRecord(adminKeys.claims.detail(id), `/claims/${id}`, adminClaimSchema);

/** GET /v1/admin/claims/{id}. */
export const useAdminClaim = (id: number) => useQuery(claimQueryOptions(id));

export interface ClaimMoves {
  approve: Record<string, never>;
  reject: { reason: string };
  collect: Record<string, never>;
  inspect: AdminClaimInspect;
  complete: AdminClaimComplete;
}

/**
 * POST /v1/admin/claims/{id}/{action}: the claim as it is now is cached and the lists reload, with
 * the orders (a completed return refunds its order) and the stock an exchange or a restock moves.
 */
export function useClaimMove<A extends keyof ClaimMoves>(id: number, action: A) {
  const client = useQueryClient();
  const invalidate = useInvalidate(
    adminKeys.claims.lists(),
    adminKeys.orders.all,
    adminKeys.catalog.all,
    adminKeys.dashboard.all,
  );
  return useAdminWrite(
    (body: ClaimMoves[A]) => ({
      path: `/claims/${id}/${action}`,
      method: 'POST',
      body,
      schema: adminClaimSchema,
    }),
    (claim: AdminClaim) => {
      client.setQueryData(claimQueryOptions(claim.claim_id).queryKey, claim);
      invalidate();
    },
  );
}
