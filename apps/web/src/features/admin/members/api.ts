import {
  type AdminMemberListQuery,
  adminMemberDetailSchema,
  adminMemberListSchema,
  adminMemberRowSchema,
} from '@shop/contract/admin-members';
import type { Role } from '@shop/contract/users';
import { useQuery } from '@tanstack/react-query';
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
