import {
  type AdminMemberListQuery,
  adminMemberDetailSchema,
  adminMemberListSchema,
  adminMemberRowSchema,
} from '@shop/contract/admin-members';
import { type PointAdjustRequest, pointSummarySchema } from '@shop/contract/points';
import type { Role } from '@shop/contract/users';
import { useQuery } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../shared/api/idempotency';
import { adminRecord, useAdminList, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/members: searched by id, nickname, name, email or phone. */
export const useAdminMembers = (query: AdminMemberListQuery) =>
  useAdminList(adminKeys.members.list(query), '/members', adminMemberListSchema, query);

/** GET /v1/admin/members/{id}: the member with their orders and coupons. */
export const useAdminMember = (id: number) =>
  useQuery(adminRecord(adminKeys.members.detail(id), `/members/${id}`, adminMemberDetailSchema));

/** PUT /v1/admin/members/{id}/role: grant or remove the admin role. */
export function useSetRole(id: number) {
  const invalidate = useInvalidate(adminKeys.members.all);
  return useAdminWrite(
    (role: Role) => ({
      path: `/members/${id}/role`,
      method: 'PUT',
      body: { role },
      schema: adminMemberRowSchema,
    }),
    invalidate,
  );
}

/** GET /v1/admin/members/{id}/points: the member's balances and a page of their history. */
export const useMemberPoints = (id: number, query: { page: number; limit: number }) =>
  useAdminList(
    adminKeys.members.points(id, query),
    `/members/${id}/points`,
    pointSummarySchema,
    query,
  );

/**
 * POST /v1/admin/members/{id}/points: a grant (positive) or a deduction (negative) with its
 * reason; each press carries its own Idempotency-Key, so that one grant is never booked twice.
 */
export function useAdjustPoints(id: number) {
  const invalidate = useInvalidate(adminKeys.members.detail(id), adminKeys.audit.all);
  return useAdminWrite(
    (body: PointAdjustRequest) => ({
      path: `/members/${id}/points`,
      method: 'POST',
      body,
      schema: pointSummarySchema,
      idempotencyKey: newIdempotencyKey(),
    }),
    invalidate,
  );
}
