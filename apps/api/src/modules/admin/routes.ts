import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditRoutes } from '../admin-audit/routes';
import { adminCatalogRoutes } from '../admin-catalog/routes';
import { adminNoticeReadRoutes } from '../admin-content/notice-read-routes';
import { adminContentRoutes } from '../admin-content/routes';
import { adminCouponClaimRoutes } from '../admin-coupons/claims-routes';
import { adminCouponRoutes } from '../admin-coupons/routes';
import { adminDashboardRoutes } from '../admin-dashboard/routes';
import { adminExportRoutes } from '../admin-exports/routes';
import { adminMemberRoutes } from '../admin-members/routes';
import { adminOrderRoutes } from '../admin-orders/routes';
import { adminJobRoutes } from '../jobs/admin-routes';
import type { JobService } from '../jobs/service';
import type { AdminServices } from './services';

/**
 * Every back-office route, under one guard: the hook below runs before any route of this plugin
 * (and of the plugins it registers), so a route cannot be added without the admin check.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminServices;
  jobs: JobService;
}> = async (app, { admin, jobs }) => {
  app.addHook('onRequest', app.requireAdmin);

  await app.register(adminDashboardRoutes, { dashboard: admin.dashboard });
  await app.register(adminCatalogRoutes, { catalog: admin.catalog });
  await app.register(adminOrderRoutes, { orders: admin.orders, refunds: admin.refunds });
  await app.register(adminCouponRoutes, { coupons: admin.coupons });
  await app.register(adminContentRoutes, { content: admin.content });
  await app.register(adminMemberRoutes, { members: admin.members });
  await app.register(adminExportRoutes, { exports: admin.exports });
  await app.register(adminAuditRoutes, { audit: admin.audit });
  await app.register(adminCouponClaimRoutes, { claims: admin.couponClaims });
  await app.register(adminNoticeReadRoutes, { notices: admin.notices });
  await app.register(adminJobRoutes, { jobs });
};
