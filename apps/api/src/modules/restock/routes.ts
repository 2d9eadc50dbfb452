import {
  restockAlertListSchema,
  restockAlertParamsSchema,
  restockAlertSchema,
  restockRequestSchema,
} from '@shop/contract/restock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { created, noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { RestockService } from './service';

/** 재입고 알림: asking (member or guest), the member's list and cancelling. */
export const restockRoutes: FastifyPluginAsyncZod<{ restock: RestockService }> = async (
  app,
  { restock },
) => {
  const { viewerRoute, memberRoute } = routesByCaller(app, 'restock');

  app.post(
    '/v1/restock-alerts',
    viewerRoute(
      '재입고 알림 신청 (품절 옵션; 회원은 토큰, 비회원은 휴대폰 번호와 동의; 다시 신청하면 같은 신청)',
      {
        body: restockRequestSchema,
        response: created(restockAlertSchema, 404, 409, 422),
      },
    ),
    async (request, reply) =>
      sendCreated(reply, restock.request(request.member?.id ?? null, request.body)),
  );

  app.get(
    '/v1/users/me/restock-alerts',
    memberRoute('내 재입고 알림 신청', { response: ok(restockAlertListSchema, 401) }),
    async (request) => restock.mine(memberOf(request).id),
  );

  app.delete(
    '/v1/users/me/restock-alerts/:id',
    memberRoute('재입고 알림 신청 취소 (대기 중인 신청만)', {
      params: restockAlertParamsSchema,
      response: noContent(401, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, restock.cancel(memberOf(request).id, request.params.id)),
  );
};
