import { adminMemberIdParamsSchema } from '@shop/contract/admin-members';
import {
  pointAdjustRequestSchema,
  pointHistoryQuerySchema,
  pointSummarySchema,
} from '@shop/contract/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { bearerAuth, errorResponses, ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { PointService } from './service';

/** The member's own points on My Page. */
export const pointRoutes: FastifyPluginAsyncZod<{ points: PointService }> = async (
  app,
  { points },
) => {
  app.get(
    '/v1/users/me/points',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['points'],
        summary: '내 적립금: 잔액, 사용 가능 금액, 적립 예정, 소멸 예정일과 내역',
        security: bearerAuth,
        querystring: pointHistoryQuerySchema,
        response: { 200: pointSummarySchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => points.summary(memberOf(request).id, request.query),
  );
};

/** A member's points in the back office: read them, grant or deduct with a reason. */
export const adminPointRoutes: FastifyPluginAsyncZod<{ points: PointService }> = async (
  app,
  { points },
) => {
  const route = adminRoute('admin: members');

  app.get(
    '/members/:member_id/points',
    route('회원 적립금 (잔액, 적립 예정, 소멸 예정일, 내역)', {
      params: adminMemberIdParamsSchema,
      querystring: pointHistoryQuerySchema,
      response: ok(pointSummarySchema, 401, 403, 404, 422),
    }),
    async (request) => points.summary(request.params.member_id, request.query),
  );

  app.post(
    '/members/:member_id/points',
    {
      ...route('적립금 지급(양수)·차감(음수, 사용 가능 금액까지), 사유 기록', {
        params: adminMemberIdParamsSchema,
        body: pointAdjustRequestSchema,
        response: ok(pointSummarySchema, 401, 403, 404, 409, 422),
      }),
      config: { idempotent: true },
    },
    async (request) => points.adjust(memberOf(request).id, request.params.member_id, request.body),
  );
};
