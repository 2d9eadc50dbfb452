import { dashboardSchema } from '@shop/contract/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { DashboardService } from './service';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/dashboard',
    adminRoute('admin: dashboard')(
      '대시보드 (오늘·이번 달 매출, 배송 대기, 재고 부족, 답변 대기)',
      {
        response: ok(dashboardSchema, 401, 403),
      },
    ),
    async () => dashboard.overview(),
  );
};
