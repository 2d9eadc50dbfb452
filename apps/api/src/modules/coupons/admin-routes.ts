import {
  adminCouponClaimListQuerySchema,
  adminCouponClaimListSchema,
} from '@shop/contract/admin-coupon-claims';
import {
  adminCouponIdParamsSchema,
  adminCouponListSchema,
  adminCouponRequestSchema,
  adminCouponSchema,
} from '@shop/contract/admin-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { AdminCouponService, CouponClaimService } from './admin-service';

export const adminCouponRoutes: FastifyPluginAsyncZod<{ coupons: AdminCouponService }> = async (
  app,
  { coupons },
) => {
  const route = adminRoute('admin: coupons');

  resourceRoutes(app, {
    path: '/coupons',
    idParam: 'coupon_id',
    params: adminCouponIdParamsSchema,
    body: adminCouponRequestSchema,
    resource: adminCouponSchema,
    list: adminCouponListSchema,
    route,
    service: { list: coupons.list, create: coupons.create },
    summaries: {
      list: '쿠폰 목록 (발급·사용 수)',
      create: '쿠폰 만들기 (정액·정률, 기간, 최소 주문 금액, 발급 수량)',
    },
  });

  app.post(
    '/coupons/:coupon_id/stop',
    route('쿠폰 중단 (새 발급과 사용을 막음)', {
      params: adminCouponIdParamsSchema,
      response: ok(adminCouponSchema, 401, 403, 404, 422),
    }),
    async (request) => coupons.stop(memberOf(request).id, request.params.coupon_id),
  );
};

export const adminCouponClaimRoutes: FastifyPluginAsyncZod<{ claims: CouponClaimService }> = async (
  app,
  { claims },
) => {
  app.get(
    '/coupons/:coupon_id/claims',
    adminRoute('admin: coupons')(
      '쿠폰 발급·사용 내역 (회원, 발급일, 사용일·주문번호, 최신 발급순)',
      {
        params: adminCouponIdParamsSchema,
        querystring: adminCouponClaimListQuerySchema,
        response: ok(adminCouponClaimListSchema, 401, 403, 404, 422),
      },
    ),
    async (request) => claims.list(request.params.coupon_id, request.query),
  );
};
