import {
  surchargeRangeListSchema,
  surchargeRangeParamsSchema,
  surchargeRangeRequestSchema,
  surchargeRangeSchema,
} from '@shop/contract/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok } from '../../lib/route-schemas';
import type { ShippingService } from './service';

/** The back office's 도서산간 ranges: list, add, change, delete (audited). */
export const adminShippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  const route = adminRoute('admin: shipping');

  app.get(
    '/shipping/surcharges',
    route('도서산간 추가 배송비 구간 목록 (시작 우편번호순)', {
      response: ok(surchargeRangeListSchema, 401, 403),
    }),
    async () => shipping.listRanges(),
  );

  resourceRoutes(app, {
    path: '/shipping/surcharges',
    idParam: 'range_id',
    params: surchargeRangeParamsSchema,
    body: surchargeRangeRequestSchema,
    resource: surchargeRangeSchema,
    route,
    service: shipping,
    summaries: {
      create: '도서산간 구간 추가 (겹치는 구간이 있으면 422)',
      update: '도서산간 구간 수정 (겹치는 구간이 있으면 422)',
      remove: '도서산간 구간 삭제',
    },
  });
};
