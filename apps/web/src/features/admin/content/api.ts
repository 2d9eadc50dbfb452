import { adminNoticeListSchema } from '@shop/contract/admin-content';
import { type NoticeRequest, noticeSchema } from '@shop/contract/notices';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { communityKeys, contentKeys } from '../../../shared/api/query-keys';
import { adminRecord, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

type NoticeRow = z.infer<typeof adminNoticeListSchema>['notices'][number];

/** GET /v1/admin/notices: pinned first. */
export const useAdminNotices = () =>
  useQuery({
    ...adminRecord(adminKeys.content.lists(), '/notices', adminNoticeListSchema),
    select: (answer) => answer.notices,
  });

/** GET /v1/admin/notices/{id}: the notice with its body, to edit (counts no view). */
export const useNotice = (id: number | undefined) =>
  useQuery({
    ...adminRecord(adminKeys.content.detail(id ?? 0), `/notices/${id ?? 0}`, noticeSchema),
    enabled: id !== undefined,
    // The editor keeps its own copy while it is open; a refetch would not change it.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** After any notice write: the back office's notices, the shop's notice pages, and the Q&A board whose first page pins the notices. */
const useNoticesChanged = () =>
  useInvalidate(adminKeys.content.all, contentKeys.all, communityKeys.lists());

/** POST /v1/admin/notices or PUT /v1/admin/notices/{id}. */
export function useSaveNotice(id: number | undefined) {
  return useAdminWrite(
    (body: NoticeRequest) => ({
      path: id ? `/notices/${id}` : '/notices',
      method: id ? 'PUT' : 'POST',
      body,
      schema: noticeSchema,
    }),
    useNoticesChanged(),
  );
}

/** PUT /v1/admin/notices/{id}/pin. */
export function usePinNotice() {
  return useAdminWrite(
    ({ id, pinned }: { id: number; pinned: boolean }) => ({
      path: `/notices/${id}/pin`,
      method: 'PUT',
      body: { pinned },
      schema: noticeSchema,
    }),
    useNoticesChanged(),
  );
}

/** DELETE /v1/admin/notices/{id}. */
export function useDeleteNotice() {
  return useAdminWrite(
    (id: number) => ({ path: `/notices/${id}`, method: 'DELETE' }),
    useNoticesChanged(),
  );
}

export type { NoticeRow };
