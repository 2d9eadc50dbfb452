import {
  type AdminQnaDetail,
  type AdminQnaListQuery,
  adminQnaDetailSchema,
  adminQnaListSchema,
} from '@shop/contract/admin-content';
import { commentSchema } from '@shop/contract/comments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityKeys } from '../../../shared/api/query-keys';
import { adminApi, adminPath, useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/qna: unanswered posts first. */
export const useAdminQna = (query: AdminQnaListQuery) =>
  useAdminList(adminKeys.community.list(query), '/qna', adminQnaListSchema, query);

/** GET /v1/admin/qna/{id}: the post, secret or not, with its comments. */
export const fetchAdminQnaPost = (id: number): Promise<AdminQnaDetail> =>
  adminApi(adminPath(`/qna/${id}`), { schema: adminQnaDetailSchema });

export const useAdminQnaPost = (id: number | undefined) =>
  useQuery({
    queryKey: adminKeys.community.detail(id ?? 0),
    queryFn: () => fetchAdminQnaPost(id ?? 0),
    enabled: id !== undefined,
  });

function useInvalidateQna() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.community.all });
    void client.invalidateQueries({ queryKey: communityKeys.all });
    void client.invalidateQueries({ queryKey: adminKeys.dashboard.all });
  };
}

/** POST /v1/admin/qna/{id}/answer: the shop's answer, as a comment. */
export function useAnswerQna(id: number) {
  const invalidate = useInvalidateQna();
  return useMutation({
    mutationFn: (payload: string) =>
      adminApi(adminPath(`/qna/${id}/answer`), {
        method: 'POST',
        body: { payload },
        schema: commentSchema,
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /v1/admin/qna/{id} or DELETE /v1/admin/comments/{id}. */
export function useDeleteQnaContent() {
  const client = useQueryClient();
  const invalidate = useInvalidateQna();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'post' | 'comment'; id: number }) =>
      adminApi(adminPath(kind === 'post' ? `/qna/${id}` : `/comments/${id}`), {
        method: 'DELETE',
      }),
    onSuccess: (_answer, { kind }) => {
      if (kind === 'comment') return invalidate();
      // A deleted post is not fetched again (it would answer 404): only the lists change.
      void client.invalidateQueries({ queryKey: adminKeys.community.lists() });
      void client.invalidateQueries({ queryKey: communityKeys.all });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    },
  });
}
