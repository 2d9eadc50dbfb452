import type { Notice, NoticeList } from '@shop/contract/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refusal } from '../../shared/api/errors';
import { api } from '../../shared/api/http';
import { contentKeys } from '../../shared/api/query-keys';

/** GET /v1/notice/{id}: one notice of the shop. */
export const noticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.notice(id),
    queryFn: () => api<Notice>(`/v1/notice/${id}`),
    retry: (failures, error) => refusal(error) === undefined && failures < 1,
  });

export const useNotice = (id: number) =>
  useQuery({ ...noticeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

/** GET /v1/notice: every notice, pinned first, then newest. */
export const useNotices = () =>
  useQuery({
    queryKey: contentKeys.notices(),
    queryFn: () => api<NoticeList>('/v1/notice'),
    select: (list) => list.notice_list,
  });
