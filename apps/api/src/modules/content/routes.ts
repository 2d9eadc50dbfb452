import {
  noticeIdParamsSchema,
  noticeListSchema,
  noticeRequestSchema,
  noticeSchema,
} from '@shop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { viewerKey } from '../../lib/viewer-key';
import { memberOf } from '../../plugins/auth';
import type { NoticeService } from './service';

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  const tags = ['notice'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '공지사항 목록 (고정 공지 먼저)',
        response: { 200: noticeListSchema },
      },
    },
    async () => notices.list(),
  );

  app.get(
    '/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: '공지사항',
        params: noticeIdParamsSchema,
        response: { 200: noticeSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => notices.view(request.params.id, viewerKey(request, reply)),
  );

  const adminSchema = { tags, security: bearerAuth };

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: '공지사항 쓰기 (관리자)',
        body: noticeRequestSchema,
        response: { 201: noticeSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await notices.create(memberOf(request).id, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: '공지사항 수정 (관리자)',
        params: noticeIdParamsSchema,
        body: noticeRequestSchema,
        response: { 200: noticeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => notices.update(memberOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: '공지사항 삭제 (관리자)',
        params: noticeIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await notices.remove(memberOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
