import { adminNoticeListSchema } from '@shop/contract/admin-content';
import { type Notice, type NoticeRequest, noticeSchema } from '@shop/contract/notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi, adminPath } from '../api-client';

const noticesKey = ['admin', 'notices'] as const;
type NoticeRow = z.infer<typeof adminNoticeListSchema>['notices'][number];

/** GET /v1/admin/notices: pinned first. */
export const fetchAdminNotices = (): Promise<NoticeRow[]> =>
  adminApi(adminPath('/notices'), { schema: adminNoticeListSchema }).then((r) => r.notices);

export const adminNoticesQueryOptions = () =>
  queryOptions({ queryKey: noticesKey, queryFn: fetchAdminNotices });

export const useAdminNotices = () => useQuery(adminNoticesQueryOptions());

/** GET /v1/admin/notices/{id}: the notice with its body, to edit (counts no view). */
export const fetchNotice = (id: number): Promise<Notice> =>
  adminApi(adminPath(`/notices/${id}`), { schema: noticeSchema });

export const useNotice = (id: number | undefined) =>
  useQuery({
    queryKey: [...noticesKey, id],
    queryFn: () => fetchNotice(id ?? 0),
    enabled: id !== undefined,
    // The editor keeps its own copy while it is open; a refetch would not change it.
    staleTime: Number.POSITIVE_INFINITY,
  });

function useInvalidateNotices() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: noticesKey });
    void client.invalidateQueries({ queryKey: ['notices'] });
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
