import { insightQuerySchema, insightSchema } from '@shop/contract/admin-insight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { InsightService } from './service';

/** The back office home's 매출 분석. */
export const adminInsightRoutes: FastifyPluginAsyncZod<{ insight: InsightService }> = async (
  app,
  { insight },
) => {
  app.get(
    '/insight',
    adminRoute('admin: insight')(
      '매출 분석 (일·주·월별 매출과 이전 기간, 많이 팔린 상품·옵션, 판매율, 구매 전환, 장바구니 이탈)',
      {
        querystring: insightQuerySchema,
        response: ok(insightSchema, 401, 403, 422),
      },
    ),
    async (request) => insight.overview(request.query),
  );
};
