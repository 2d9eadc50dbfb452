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
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { AdminCouponService, CouponClaimService } from './admin-service';

export const adminCouponRoutes: FastifyPluginAsyncZod<{ coupons: AdminCouponService }> = async (
  app,
  { coupons },
) => {
  const base = adminSchema('admin: coupons');

  app.get(
    '/coupons',
    {
      schema: {
        ...base,
        summary: '쿠폰 목록 (발급·사용 수)',
        response: { 200: adminCouponListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => coupons.list(),
  );

  app.post(
    '/coupons',
    {
      schema: {
        ...base,
        summary: '쿠폰 만들기 (정액·정률, 기간, 최소 주문 금액, 발급 수량)',
        body: adminCouponRequestSchema,
        response: { 201: adminCouponSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await coupons.create(memberOf(request).id, request.body)),
  );

  app.post(
    '/coupons/:coupon_id/stop',
    {
      schema: {
        ...base,
        summary: '쿠폰 중단 (새 발급과 사용을 막음)',
        params: adminCouponIdParamsSchema,
        response: { 200: adminCouponSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => coupons.stop(memberOf(request).id, request.params.coupon_id),
  );
};

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
