import { dashboardSchema } from '@shop/contract/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import type { DashboardService } from './service';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        ...adminSchema('admin: dashboard'),
        summary: '대시보드 (오늘·이번 달 매출, 배송 대기, 재고 부족, 답변 대기)',
        response: { 200: dashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboard.overview(),
  );
};
