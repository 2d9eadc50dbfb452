import {
  cartCreateRequestSchema,
  cartDeleteRequestSchema,
  cartIdParamsSchema,
  cartListSchema,
  cartUpdateRequestSchema,
} from '@shop/contract/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CartService } from './service';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const tags = ['cart'];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '장바구니',
        security: bearerAuth,
        response: { 200: cartListSchema, ...errorResponses(401) },
      },
    },
    async (request) => cart.list(memberOf(request).id),
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: '장바구니 담기 (이미 담긴 옵션은 수량이 더해집니다)',
        security: bearerAuth,
        body: cartCreateRequestSchema,
        response: { 201: cartListSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await cart.add(memberOf(request).id, request.body)),
  );

  app.put(
    '/update/:id',
    {
      schema: {
        tags,
        summary: '장바구니 옵션·수량 변경 (1개 이상, 재고 이하)',
        security: bearerAuth,
        params: cartIdParamsSchema,
        body: cartUpdateRequestSchema,
        response: { 200: cartListSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => cart.update(memberOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/delete',
    {
      schema: {
        tags,
        summary: '장바구니 삭제 (cart_id 하나 또는 여러 개)',
        security: bearerAuth,
        body: cartDeleteRequestSchema,
        response: { 204: z.null(), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const ids = [request.body.cart_id].flat();
      await cart.remove(memberOf(request).id, ids);
      return reply.code(204).send(null);
    },
  );
};
