import type { QnaList, QnaType } from '@shop/contract/qna';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { communityKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';

export interface ListQuery {
  page: number;
  qna_type: QnaType;
  keyword: string;
}

const toSearch = (query: ListQuery) => {
  const params = new URLSearchParams({ page: String(query.page), qna_type: query.qna_type });
  if (query.keyword) params.set('keyword', query.keyword);
  return params.toString();
};

/**
 * GET /v1/qna (visitors) or /v1/qna/secret (members: their own secret posts come with their
 * images): one page of 15 posts, page 1 with the pinned notices on top.
 */
export const fetchQnaList = (query: ListQuery, member: boolean) =>
  api<QnaList>(`/v1/qna${member ? '/secret' : ''}?${toSearch(query)}`, { auth: member });

export const qnaListQueryOptions = (query: ListQuery, member: boolean) =>
  queryOptions({
    queryKey: communityKeys.list(member ? 'member' : 'visitor', query),
    queryFn: () => fetchQnaList(query, member),
    // The previous page stays on screen while the next one loads: no jump in the layout.
    placeholderData: keepPreviousData,
  });

/** The list for the URL's query, as the signed-in member when there is one. */
export function useQnaList(query: ListQuery) {
  const { status } = useAuth();
  return useQuery({
    ...qnaListQueryOptions(query, status === 'in'),
    enabled: status !== 'restoring',
  });
}
