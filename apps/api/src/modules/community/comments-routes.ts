import {
  commentCreateRequestSchema,
  commentIdQuerySchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  commentUpdateRequestSchema,
} from '@shop/contract/comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { created, noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CommentService } from './comments-service';

export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentService }> = async (
  app,
  { comments },
) => {
  const { viewerRoute, memberRoute } = routesByCaller(app, 'comments');

  app.get(
    '/from-qna',
    viewerRoute('Q&A 글의 댓글 (비밀글은 작성자와 관리자만)', {
      querystring: commentListQuerySchema,
      response: ok(commentListSchema, 401, 403, 404, 422),
    }),
    async (request) => comments.list(request.query.qna_id, request.member?.id ?? null),
  );

  app.post(
    '/from-qna/create',
    memberRoute('댓글 쓰기 (관리자의 댓글은 쇼핑몰 답변으로 표시)', {
      body: commentCreateRequestSchema,
      response: created(commentSchema, 401, 403, 404, 422),
    }),
    async (request, reply) =>
      sendCreated(
        reply,
        comments.create(memberOf(request).id, request.body.base_qna, request.body.payload),
      ),
  );

  app.put(
    '/',
    memberRoute('댓글 수정 (작성자만)', {
      querystring: commentIdQuerySchema,
      body: commentUpdateRequestSchema,
      response: ok(commentSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      comments.update(memberOf(request).id, request.query.comment_id, request.body.payload),
  );

  app.delete(
    '/delete',
    memberRoute('댓글 삭제 (작성자 또는 관리자)', {
      querystring: commentIdQuerySchema,
      response: noContent(401, 403, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, comments.remove(memberOf(request).id, request.query.comment_id)),
  );
};
