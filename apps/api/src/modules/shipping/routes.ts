import { surchargeQuerySchema, surchargeSchema } from '@shop/contract/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeDocs } from '../../lib/route-schemas';
import type { ShippingService } from './service';

/** GET /v1/shipping/surcharge: what the order sheet shows before paying (the order recomputes it). */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  const route = routeDocs({ tags: ['shipping'] });
  app.get(
    '/surcharge',
    route('도서산간 추가 배송비 (우편번호로; 해당 없으면 0원, 로그인 불필요)', {
      querystring: surchargeQuerySchema,
      response: ok(surchargeSchema, 422),
    }),
    async (request) => shipping.surchargeFor(request.query.postcode),
  );
};
