import {
  adminAnswerRequestSchema,
  adminCommentIdParamsSchema,
  adminNoticeIdParamsSchema,
  adminNoticeListSchema,
  adminNoticePinRequestSchema,
  adminQnaDetailSchema,
  adminQnaIdParamsSchema,
  adminQnaListQuerySchema,
  adminQnaListSchema,
} from '@shop/contract/admin-content';
import { commentSchema } from '@shop/contract/comments';
import { noticeRequestSchema, noticeSchema } from '@shop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { ContentService } from './admin-service';
import type { NoticeService } from './service';

export const adminContentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const notices = adminSchema('admin: notices');
  const qna = adminSchema('admin: qna');

  app.get(
    '/notices',
    {
      schema: {
        ...notices,
        summary: '공지사항 목록 (고정 공지 먼저)',
        response: { 200: adminNoticeListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => content.listNotices(),
  );

  app.post(
    '/notices',
    {
      schema: {
        ...notices,
        summary: '공지사항 쓰기',
        body: noticeRequestSchema,
        response: { 201: noticeSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await content.createNotice(memberOf(request).id, request.body)),
  );

  app.put(
    '/notices/:notice_id',
    {
      schema: {
        ...notices,
        summary: '공지사항 수정',
        params: adminNoticeIdParamsSchema,
        body: noticeRequestSchema,
        response: { 200: noticeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      content.updateNotice(memberOf(request).id, request.params.notice_id, request.body),
  );

  app.delete(
    '/notices/:notice_id',
    {
      schema: {
        ...notices,
        summary: '공지사항 삭제',
        params: adminNoticeIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await content.removeNotice(memberOf(request).id, request.params.notice_id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/notices/:notice_id/pin',
    {
      schema: {
        ...notices,
        summary: '공지 고정·해제 (고정 공지는 쇼핑몰 목록 맨 위)',
        params: adminNoticeIdParamsSchema,
        body: adminNoticePinRequestSchema,
        response: { 200: noticeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      content.pinNotice(memberOf(request).id, request.params.notice_id, request.body.pinned),
  );

  app.get(
    '/qna',
    {
      schema: {
        ...qna,
        summary: 'Q&A 목록 (답변 대기 먼저)',
        querystring: adminQnaListQuerySchema,
        response: { 200: adminQnaListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => content.listQna(request.query),
  );

  app.get(
    '/qna/:qna_id',
    {
      schema: {
        ...qna,
        summary: 'Q&A 글과 댓글 (비밀글 포함, 조회수 변화 없음)',
        params: adminQnaIdParamsSchema,
        response: { 200: adminQnaDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => content.qnaDetail(memberOf(request).id, request.params.qna_id),
  );

  app.post(
    '/qna/:qna_id/answer',
    {
      schema: {
        ...qna,
        summary: '쇼핑몰 답변 등록 (쇼핑몰에 답변으로 표시)',
        params: adminQnaIdParamsSchema,
        body: adminAnswerRequestSchema,
        response: { 201: commentSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await content.answer(memberOf(request).id, request.params.qna_id, request.body.payload),
        ),
  );

  app.delete(
    '/qna/:qna_id',
    {
      schema: {
        ...qna,
        summary: 'Q&A 글 삭제 (댓글과 이미지 포함)',
        params: adminQnaIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await content.removePost(memberOf(request).id, request.params.qna_id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/comments/:comment_id',
    {
      schema: {
        ...qna,
        summary: '댓글 삭제',
        params: adminCommentIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await content.removeComment(memberOf(request).id, request.params.comment_id);
      return reply.code(204).send(null);
    },
  );
};

/** The notice as stored, for the edit form: reading it here counts no view. */
export const adminNoticeReadRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  app.get(
    '/notices/:notice_id',
    {
      schema: {
        ...adminSchema('admin: notices'),
        summary: '공지사항 한 건 (수정용, 조회수 변화 없음)',
        params: adminNoticeIdParamsSchema,
        response: { 200: noticeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => notices.read(request.params.notice_id),
  );
};
