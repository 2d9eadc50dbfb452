import { qnaDetailSchema } from '@shop/contract/qna';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusal } from '../../shared/api/errors';
import { api } from '../../shared/api/http';
import { communityKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';

/** GET /v1/qna/{id}: the post, 403 for someone else's secret post, 404 when there is none. */
export const fetchQnaPost = (id: number, member: boolean) =>
  api(`/v1/qna/${id}`, { auth: member, schema: qnaDetailSchema });

export const qnaPostQueryOptions = (id: number, member: boolean) =>
  queryOptions({
    queryKey: communityKeys.postAs(id, member ? 'member' : 'visitor'),
    queryFn: () => fetchQnaPost(id, member),
    retry: (failures, error) => refusal(error) === undefined && failures < 1,
  });

export function useQnaPost(id: number) {
  const { status } = useAuth();
  return useQuery({
    ...qnaPostQueryOptions(id, status === 'in'),
    enabled: status !== 'restoring' && Number.isInteger(id) && id > 0,
  });
}

/** DELETE /v1/qna/{id} (the writer): the post, its comments and images go. */
export function useDeleteQnaPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/v1/qna/${id}`, { method: 'DELETE', auth: true }),
    // Marked stale, not refetched: the page leaves the deleted post, and asking for it again now
    // would only answer 404.
    onSuccess: () => {
      client.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' });
    },
  });
}
