import {
  type AdminMemberDetail,
  type AdminMemberListQuery,
  adminMemberDetailSchema,
  adminMemberListSchema,
  adminMemberRowSchema,
} from '@shop/contract/admin-members';
import type { Role } from '@shop/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminPath, useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/members: searched by id, nickname, name, email or phone. */
export const useAdminMembers = (query: AdminMemberListQuery) =>
  useAdminList(adminKeys.members.list(query), '/members', adminMemberListSchema, query);

/** GET /v1/admin/members/{id}: the member with their orders and coupons. */
export const fetchAdminMember = (id: number): Promise<AdminMemberDetail> =>
  adminApi(adminPath(`/members/${id}`), { schema: adminMemberDetailSchema });

export const useAdminMember = (id: number) =>
  useQuery({ queryKey: adminKeys.members.detail(id), queryFn: () => fetchAdminMember(id) });

/** PUT /v1/admin/members/{id}/role: grant or remove the admin role. */
export function useSetRole(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) =>
      adminApi(adminPath(`/members/${id}/role`), {
        method: 'PUT',
        body: { role },
        schema: adminMemberRowSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.members.all }),
  });
}
