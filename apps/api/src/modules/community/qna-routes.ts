import {
  qnaCreationRequestSchema,
  qnaDetailSchema,
  qnaIdParamsSchema,
  qnaListQuerySchema,
  qnaListSchema,
  qnaUpdateRequestSchema,
} from '@shop/contract/qna';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { viewerKey } from '../../lib/viewer-key';
import { memberOf } from '../../plugins/auth';
import { FILES_FIELD, JSON_FIELD, readPostForm } from './qna-form';
import type { QnaService } from './qna-service';

const multipartNote = `multipart/form-data: ${JSON_FIELD} (JSON 문자열), ${FILES_FIELD} (JPEG·PNG·WebP·GIF, 5MB 이하, 5장까지)`;

export const qnaRoutes: FastifyPluginAsyncZod<{ qna: QnaService }> = async (app, { qna }) => {
  const tags = ['qna'];
  const listSchema = {
    tags,
    querystring: qnaListQuerySchema,
    response: { 200: qnaListSchema, ...errorResponses(401, 422) },
  };

  app.get(
    '/',
    {
      onRequest: app.identify,
      schema: {
        ...listSchema,
        summary: 'Q&A 목록 (15개씩, 1페이지 위에 공지; 검색 title·payload·writer)',
      },
    },
    async (request) => qna.list(request.query, await qna.viewerOf(request.member?.id ?? null)),
  );

  app.get(
    '/secret',
    {
      onRequest: app.authenticate,
      schema: {
        ...listSchema,
        summary: 'Q&A 목록 (로그인 회원용: 내 비밀글의 이미지 포함)',
        security: bearerAuth,
      },
    },
    async (request) => qna.list(request.query, await qna.viewerOf(memberOf(request).id)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Q&A 글 (비밀글은 작성자와 관리자만; 조회수는 하루 한 번)',
        params: qnaIdParamsSchema,
        response: { 200: qnaDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const viewer = await qna.viewerOf(request.member?.id ?? null);
      return qna.detail(request.params.id, viewer, viewerKey(request, reply));
    },
  );

  app.post(
    '/create',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Q&A 글쓰기',
        description: multipartNote,
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: qnaDetailSchema, ...errorResponses(401, 415, 422) },
      },
    },
    async (request, reply) => {
      const { input, images } = await readPostForm(request, qnaCreationRequestSchema);
      return reply.code(201).send(await qna.create(memberOf(request).id, input, images));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Q&A 글 수정 (작성자만; keep_image_urls에 남길 이미지)',
        description: multipartNote,
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        params: qnaIdParamsSchema,
        response: { 200: qnaDetailSchema, ...errorResponses(401, 403, 404, 415, 422) },
      },
    },
    async (request) => {
      const { input, images } = await readPostForm(request, qnaUpdateRequestSchema);
      return qna.update(memberOf(request).id, request.params.id, input, images);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Q&A 글 삭제 (작성자 또는 관리자)',
        security: bearerAuth,
        params: qnaIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await qna.remove(memberOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
