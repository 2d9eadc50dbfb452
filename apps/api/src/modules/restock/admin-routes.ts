import {
  restockDemandSchema,
  restockOptionParamsSchema,
  restockWavesSchema,
} from '@shop/contract/restock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { RestockService } from './service';

/** The back office's 재입고 알림: waiting demand per option and each wave sent. */
export const adminRestockRoutes: FastifyPluginAsyncZod<{ restock: RestockService }> = async (
  app,
  { restock },
) => {
  const route = adminRoute('admin: restock');

  app.get(
    '/restock',
    route('재입고 알림 대기 수요 (옵션별 대기·발송, 재입고 판단용)', {
      response: ok(restockDemandSchema, 401, 403),
    }),
    async () => restock.demand(),
  );

  app.get(
    '/restock/:option_id/waves',
    route('옵션의 재입고 알림 발송 차수', {
      params: restockOptionParamsSchema,
      response: ok(restockWavesSchema, 401, 403, 422),
    }),
    async (request) => restock.waves(request.params.option_id),
  );
};
