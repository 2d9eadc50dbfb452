import {
  wishlistIdsSchema,
  wishlistItemParamsSchema,
  wishlistSchema,
} from '@shop/contract/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNoContent } from '../../lib/replies';
import { noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { WishlistService } from './service';

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  const { memberRoute } = routesByCaller(app, 'wishlist');

  app.get(
    '/',
    memberRoute('관심상품 (최신순, 판매 중인 상품만)', {
      response: ok(wishlistSchema, 401),
    }),
    async (request) => wishlist.list(memberOf(request).id),
  );

  app.get(
    '/ids',
    memberRoute('관심상품의 상품 번호 (하트 표시용)', {
      response: ok(wishlistIdsSchema, 401),
    }),
    async (request) => ({ item_ids: await wishlist.ids(memberOf(request).id) }),
  );

  app.put(
    '/:item_id',
    memberRoute('관심상품 담기 (이미 담긴 상품이면 그대로)', {
      params: wishlistItemParamsSchema,
      response: noContent(401, 404, 409, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, wishlist.add(memberOf(request).id, request.params.item_id)),
  );

  app.delete(
    '/:item_id',
    memberRoute('관심상품 빼기 (담겨 있지 않아도 204)', {
      params: wishlistItemParamsSchema,
      response: noContent(401, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, wishlist.remove(memberOf(request).id, request.params.item_id)),
  );
};
