import {
  noticeIdParamsSchema,
  noticeListSchema,
  noticeRequestSchema,
  noticeSchema,
} from '@shop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendJsonText, sendNoContent } from '../../lib/replies';
import { bearerAuth, created, noContent, ok, routeDocs } from '../../lib/route-schemas';
import { viewerKey } from '../../lib/viewer-key';
import { memberOf } from '../../plugins/auth';
import type { NoticeService } from './service';

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  const tags = ['notice'];
  const route = routeDocs({ tags });
  const viewerRoute = routeDocs({ tags }, app.identify);
  const adminRoute = routeDocs({ tags, security: bearerAuth }, app.requireAdmin);

  app.get(
    '/',
    route('공지사항 목록 (고정 공지 먼저)', {
      response: ok(noticeListSchema),
    }),
    async (_request, reply) => sendJsonText(reply, await notices.listJson()),
  );

  app.get(
    '/:id',
    viewerRoute('공지사항', {
      params: noticeIdParamsSchema,
      response: ok(noticeSchema, 401, 404, 422),
    }),
    async (request, reply) => notices.view(request.params.id, viewerKey(request, reply)),
  );

  app.post(
    '/',
    adminRoute('공지사항 쓰기 (관리자)', {
      body: noticeRequestSchema,
      response: created(noticeSchema, 401, 403, 422),
    }),
    async (request, reply) =>
      sendCreated(reply, notices.create(memberOf(request).id, request.body)),
  );

  app.put(
    '/:id',
    adminRoute('공지사항 수정 (관리자)', {
      params: noticeIdParamsSchema,
      body: noticeRequestSchema,
      response: ok(noticeSchema, 401, 403, 404, 422),
    }),
    async (request) => notices.update(memberOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    adminRoute('공지사항 삭제 (관리자)', {
      params: noticeIdParamsSchema,
      response: noContent(401, 403, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, notices.remove(memberOf(request).id, request.params.id)),
  );
};
