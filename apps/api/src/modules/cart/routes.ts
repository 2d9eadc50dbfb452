import {
  cartCreateRequestSchema,
  cartDeleteRequestSchema,
  cartIdParamsSchema,
  cartListSchema,
  cartUpdateRequestSchema,
} from '@shop/contract/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { bearerAuth, created, noContent, ok, routeDocs } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CartService } from './service';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const memberRoute = routeDocs({ tags: ['cart'], security: bearerAuth });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    memberRoute('장바구니', {
      response: ok(cartListSchema, 401),
    }),
    async (request) => cart.list(memberOf(request).id),
  );

  app.post(
    '/create',
    memberRoute('장바구니 담기 (이미 담긴 옵션은 수량이 더해집니다)', {
      body: cartCreateRequestSchema,
      response: created(cartListSchema, 401, 404, 409, 422),
    }),
    async (request, reply) => sendCreated(reply, cart.add(memberOf(request).id, request.body)),
  );

  app.put(
    '/update/:id',
    memberRoute('장바구니 옵션·수량 변경 (1개 이상, 재고 이하)', {
      params: cartIdParamsSchema,
      body: cartUpdateRequestSchema,
      response: ok(cartListSchema, 401, 404, 409, 422),
    }),
    async (request) => cart.update(memberOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/delete',
    memberRoute('장바구니 삭제 (cart_id 하나 또는 여러 개)', {
      body: cartDeleteRequestSchema,
      response: noContent(401, 404, 422),
    }),
    async (request, reply) => {
      const ids = [request.body.cart_id].flat();
      return sendNoContent(reply, cart.remove(memberOf(request).id, ids));
    },
  );
};
