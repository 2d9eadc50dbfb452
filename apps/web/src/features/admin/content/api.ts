import { adminNoticeListSchema } from '@shop/contract/admin-content';
import { type Notice, type NoticeRequest, noticeSchema } from '@shop/contract/notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { communityKeys, contentKeys } from '../../../shared/api/query-keys';
import { adminApi, adminPath } from '../api-client';
import { adminKeys } from '../query-keys';

type NoticeRow = z.infer<typeof adminNoticeListSchema>['notices'][number];

/** GET /v1/admin/notices: pinned first. */
export const fetchAdminNotices = (): Promise<NoticeRow[]> =>
  adminApi(adminPath('/notices'), { schema: adminNoticeListSchema }).then((r) => r.notices);

export const adminNoticesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.content.lists(), queryFn: fetchAdminNotices });

export const useAdminNotices = () => useQuery(adminNoticesQueryOptions());

/** GET /v1/admin/notices/{id}: the notice with its body, to edit (counts no view). */
export const fetchNotice = (id: number): Promise<Notice> =>
  adminApi(adminPath(`/notices/${id}`), { schema: noticeSchema });

export const useNotice = (id: number | undefined) =>
  useQuery({
    queryKey: adminKeys.content.detail(id ?? 0),
    queryFn: () => fetchNotice(id ?? 0),
    enabled: id !== undefined,
    // The editor keeps its own copy while it is open; a refetch would not change it.
    staleTime: Number.POSITIVE_INFINITY,
  });

function useInvalidateNotices() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.content.all });
    // The shop's notice pages, and the Q&A board whose first page pins the notices.
    void client.invalidateQueries({ queryKey: contentKeys.all });
    void client.invalidateQueries({ queryKey: communityKeys.lists() });
  };
}

/** POST /v1/admin/notices or PUT /v1/admin/notices/{id}. */
export function useSaveNotice(id: number | undefined) {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: (body: NoticeRequest) =>
      adminApi(adminPath(id ? `/notices/${id}` : '/notices'), {
        method: id ? 'PUT' : 'POST',
        body,
        schema: noticeSchema,
      }),
    onSuccess: invalidate,
  });
}

/** PUT /v1/admin/notices/{id}/pin. */
export function usePinNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) =>
      adminApi(adminPath(`/notices/${id}/pin`), {
        method: 'PUT',
        body: { pinned },
        schema: noticeSchema,
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /v1/admin/notices/{id}. */
export function useDeleteNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: (id: number) => adminApi(adminPath(`/notices/${id}`), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export type { NoticeRow };
