import {
  adminCouponClaimListQuerySchema,
  adminCouponClaimListSchema,
} from '@shop/contract/admin-coupon-claims';
import { adminCouponIdParamsSchema } from '@shop/contract/admin-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { adminSchema } from '../admin/schema';
import type { CouponClaimService } from './claims-service';

export const adminCouponClaimRoutes: FastifyPluginAsyncZod<{ claims: CouponClaimService }> = async (
  app,
  { claims },
) => {
  app.get(
    '/coupons/:coupon_id/claims',
    {
      schema: {
        ...adminSchema('admin: coupons'),
        summary: '쿠폰 발급·사용 내역 (회원, 발급일, 사용일·주문번호, 최신 발급순)',
        params: adminCouponIdParamsSchema,
        querystring: adminCouponClaimListQuerySchema,
        response: { 200: adminCouponClaimListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => claims.list(request.params.coupon_id, request.query),
  );
};
