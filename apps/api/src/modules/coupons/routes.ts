import { claimCouponRequestSchema, couponListSchema, couponSchema } from '@shop/contract/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated } from '../../lib/replies';
import { created, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CouponService } from './service';

export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (
  app,
  { coupons },
) => {
  const { memberRoute } = routesByCaller(app, 'coupons');

  app.get(
    '/v1/coupons/list',
    memberRoute('지금 받을 수 있는 쿠폰', {
      response: ok(couponListSchema, 401),
    }),
    async (request) => coupons.claimable(memberOf(request).id),
  );

  app.post(
    '/v1/users/me/add/coupon',
    memberRoute('쿠폰 받기 (회원당 한 번)', {
      body: claimCouponRequestSchema,
      response: created(couponSchema, 401, 404, 409, 422),
    }),
    async (request, reply) =>
      sendCreated(reply, coupons.claim(memberOf(request).id, request.body.coupon_id)),
  );

  app.get(
    '/v1/users/me/coupon',
    memberRoute('내 쿠폰 (사용 가능한 것)', {
      response: ok(couponListSchema, 401),
    }),
    async (request) => coupons.owned(memberOf(request).id),
  );
};
