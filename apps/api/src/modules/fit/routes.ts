import {
  garmentCreateSchema,
  garmentFromOrderSchema,
  garmentIdParamsSchema,
  garmentSchema,
  garmentsSchema,
} from '@shop/contract/measurements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { created, noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { FitService } from './service';

/** "내 옷": the member's garments to compare products' 실측 with. */
export const fitRoutes: FastifyPluginAsyncZod<{ fit: FitService }> = async (app, { fit }) => {
  const { memberRoute } = routesByCaller(app, 'fit');

  app.get(
    '/v1/users/me/garments',
    memberRoute('내 옷 (실측)과 바로 저장할 수 있는 구매 상품', {
      response: ok(garmentsSchema, 401),
    }),
    async (request) => fit.list(memberOf(request).id),
  );

  app.post(
    '/v1/users/me/garments',
    memberRoute('내 옷 저장 (직접 입력한 실측, 20벌까지)', {
      body: garmentCreateSchema,
      response: created(garmentSchema, 401, 409, 422),
    }),
    async (request, reply) => sendCreated(reply, fit.create(memberOf(request).id, request.body)),
  );

  app.post(
    '/v1/users/me/garments/from-order',
    memberRoute('구매한 상품의 실측을 내 옷으로 저장 (배송 완료된 주문 상품)', {
      body: garmentFromOrderSchema,
      response: created(garmentSchema, 401, 404, 409, 422),
    }),
    async (request, reply) =>
      sendCreated(reply, fit.fromOrder(memberOf(request).id, request.body.order_line_id)),
  );

  app.delete(
    '/v1/users/me/garments/:id',
    memberRoute('내 옷 삭제', {
      params: garmentIdParamsSchema,
      response: noContent(401, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, fit.remove(memberOf(request).id, request.params.id)),
  );
};
