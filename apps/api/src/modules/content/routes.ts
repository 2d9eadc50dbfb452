import {
  noticeIdParamsSchema,
  noticeListSchema,
  noticeRequestSchema,
  noticeSchema,
} from '@shop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/replies';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok, routesByCaller } from '../../lib/route-schemas';
import { viewerKey } from '../../lib/viewer-key';
import type { NoticeService } from './service';

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  const { route, viewerRoute, adminRoute } = routesByCaller(app, 'notice');

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

  resourceRoutes(app, {
    path: '',
    idParam: 'id',
    params: noticeIdParamsSchema,
    body: noticeRequestSchema,
    resource: noticeSchema,
    route: adminRoute,
    service: { create: notices.create, update: notices.update, remove: notices.remove },
    summaries: {
      create: '공지사항 쓰기 (관리자)',
      update: '공지사항 수정 (관리자)',
      remove: '공지사항 삭제 (관리자)',
    },
  });
};
