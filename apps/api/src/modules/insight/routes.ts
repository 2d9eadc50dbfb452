import { productViewSchema } from '@shop/contract/admin-insight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesByCaller } from '../../lib/route-schemas';
import { perMinuteLimit } from '../../plugins/rate-limit';
import type { InsightService } from './service';

/** Product page views per address and minute; a shopper browsing fast stays well below. */
const PRODUCT_VIEWS_PER_MINUTE = 120;

/** The shop's own counting of product page views (no third-party tracker). */
export const insightRoutes: FastifyPluginAsyncZod<{ insight: InsightService }> = async (
  app,
  { insight },
) => {
  const { route } = routesByCaller(app, 'insight');

  app.post(
    '/v1/events/product-view',
    {
      ...route('상품 페이지 조회 기록 (없는 상품·숨긴 상품은 조용히 무시)', {
        body: productViewSchema,
        response: noContent(422, 429),
      }),
      config: perMinuteLimit(PRODUCT_VIEWS_PER_MINUTE),
    },
    async (request, reply) => {
      insight.count('product_view', request.body.item_id);
      return reply.code(204).send(null);
    },
  );
};
