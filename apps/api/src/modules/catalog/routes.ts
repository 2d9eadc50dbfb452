import { itemDetailSchema, itemIdParamsSchema, itemListSchema } from '@shop/contract/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/replies';
import { ok, routeDocs } from '../../lib/route-schemas';
import type { ItemService } from './service';

export const itemRoutes: FastifyPluginAsyncZod<{ items: ItemService }> = async (app, { items }) => {
  const route = routeDocs({ tags: ['items'] });

  // The service hands over JSON text (cached); Fastify sends a string as it is, so the
  // response schemas here document the shape without serializing it a second time.
  app.get(
    '/',
    route('상품 목록 (최신순)', {
      response: ok(itemListSchema),
    }),
    async (_request, reply) => sendJsonText(reply, await items.listJson()),
  );

  app.get(
    '/:id',
    route('상품 상세 (options: 옵션 → 구매 가능 수량)', {
      params: itemIdParamsSchema,
      response: ok(itemDetailSchema, 404, 422),
    }),
    async (request, reply) => sendJsonText(reply, await items.detailJson(request.params.id)),
  );
};
