import { commentListSchema, commentSchema } from '@shop/contract/comments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { communityKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';

/** GET /v1/comments/from-qna: a post's comments, oldest first. */
export const commentsQueryOptions = (qnaId: number, member: boolean) =>
  queryOptions({
    queryKey: communityKeys.commentsAs(qnaId, member ? 'member' : 'visitor'),
    queryFn: () =>
      api(`/v1/comments/from-qna?qna_id=${qnaId}`, { auth: member, schema: commentListSchema }),
  });

export function useComments(qnaId: number, enabled: boolean) {
  const { status } = useAuth();
  return useQuery({
    ...commentsQueryOptions(qnaId, status === 'in'),
    enabled: enabled && status !== 'restoring',
  });
}

/** Writes to one post's comments; each refreshes that post's comments and the list's counts. */
export function useCommentMutations(qnaId: number) {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: communityKeys.comments(qnaId) }),
      client.invalidateQueries({ queryKey: communityKeys.lists() }),
      client.invalidateQueries({ queryKey: communityKeys.post(qnaId) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (payload: string) =>
        api('/v1/comments/from-qna/create', {
          method: 'POST',
          body: { base_qna: qnaId, payload },
          auth: true,
          schema: commentSchema,
        }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, payload }: { id: number; payload: string }) =>
        api(`/v1/comments?comment_id=${id}`, {
          method: 'PUT',
          body: { payload },
          auth: true,
          schema: commentSchema,
        }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api(`/v1/comments/delete?comment_id=${id}`, { method: 'DELETE', auth: true }),
      onSuccess,
    }),
  };
}
