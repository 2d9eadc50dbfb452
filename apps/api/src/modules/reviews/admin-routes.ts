import {
  adminReviewHideSchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewReplySchema,
  adminReviewSchema,
  reviewIdParamsSchema,
} from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { ReviewAdminService } from './admin-service';

const noBody = z.object({}).optional();

/** The back office's 구매평: the list, hiding and showing, the shop's reply. */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewAdminService }> = async (
  app,
  { reviews },
) => {
  const route = adminRoute('admin: reviews');
  const adminId = (request: Parameters<typeof memberOf>[0]) => memberOf(request).id;

  app.get(
    '/reviews',
    route('구매평 목록 (상태·별점·포토·상품/작성자 검색, 최신순 20건씩)', {
      querystring: adminReviewListQuerySchema,
      response: ok(adminReviewListSchema, 401, 403, 422),
    }),
    async (request) => reviews.list(request.query),
  );

  app.get(
    '/reviews/:id',
    route('구매평 상세 (원문과 공개본)', {
      params: reviewIdParamsSchema,
      response: ok(adminReviewSchema, 401, 403, 404, 422),
    }),
    async (request) => reviews.detail(request.params.id),
  );

  app.post(
    '/reviews/:id/hide',
    route('구매평 숨김 (사유는 작성자에게 보임)', {
      params: reviewIdParamsSchema,
      body: adminReviewHideSchema,
      response: ok(adminReviewSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => reviews.hide(adminId(request), request.params.id, request.body.reason),
  );

  app.post(
    '/reviews/:id/show',
    route('숨긴 구매평 다시 게시', {
      params: reviewIdParamsSchema,
      body: noBody,
      response: ok(adminReviewSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => reviews.show(adminId(request), request.params.id),
  );

  app.put(
    '/reviews/:id/reply',
    route('구매평 답글 쓰기·고치기', {
      params: reviewIdParamsSchema,
      body: adminReviewReplySchema,
      response: ok(adminReviewSchema, 401, 403, 404, 422),
    }),
    async (request) => reviews.reply(adminId(request), request.params.id, request.body.body),
  );

  app.delete(
    '/reviews/:id/reply',
    route('구매평 답글 삭제', {
      params: reviewIdParamsSchema,
      response: ok(adminReviewSchema, 401, 403, 404, 422),
    }),
    async (request) => reviews.removeReply(adminId(request), request.params.id),
  );
};
