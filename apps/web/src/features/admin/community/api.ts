import {
  type AdminQnaListQuery,
  adminQnaDetailSchema,
  adminQnaListSchema,
} from '@shop/contract/admin-content';
import { commentSchema } from '@shop/contract/comments';
import { useQuery } from '@tanstack/react-query';
import { communityKeys } from '../../../shared/api/query-keys';
import { adminRecord, useAdminList, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/qna: unanswered posts first. */
export const useAdminQna = (query: AdminQnaListQuery) =>
  useAdminList(adminKeys.community.list(query), '/qna', adminQnaListSchema, query);

/** GET /v1/admin/qna/{id}: the post, secret or not, with its comments. */
export const useAdminQnaPost = (id: number | undefined) =>
  useQuery({
    ...adminRecord(adminKeys.community.detail(id ?? 0), `/qna/${id ?? 0}`, adminQnaDetailSchema),
    enabled: id !== undefined,
  });

/** POST /v1/admin/qna/{id}/answer: the shop's answer, as a comment. */
export function useAnswerQna(id: number) {
  const invalidate = useInvalidate(
    adminKeys.community.all,
    communityKeys.all,
    adminKeys.dashboard.all,
  );
  return useAdminWrite(
    (payload: string) => ({
      path: `/qna/${id}/answer`,
      method: 'POST',
      body: { payload },
      schema: commentSchema,
    }),
    invalidate,
  );
}

/** DELETE /v1/admin/qna/{id} or DELETE /v1/admin/comments/{id}. */
export function useDeleteQnaContent() {
  const commentDeleted = useInvalidate(
    adminKeys.community.all,
    communityKeys.all,
    adminKeys.dashboard.all,
  );
  // A deleted post is not fetched again (it would answer 404): only the lists change.
  const postDeleted = useInvalidate(
    adminKeys.community.lists(),
    communityKeys.all,
    adminKeys.dashboard.all,
  );
  return useAdminWrite(
    ({ kind, id }: { kind: 'post' | 'comment'; id: number }) => ({
      path: kind === 'post' ? `/qna/${id}` : `/comments/${id}`,
      method: 'DELETE',
    }),
    (_answer, { kind }) => (kind === 'comment' ? commentDeleted() : postDeleted()),
  );
}
