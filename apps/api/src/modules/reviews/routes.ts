import { REVIEW_PHOTO_FORM, REVIEW_RULES } from '@shop/contract/review-rules';
import {
  itemReviewParamsSchema,
  myReviewSchema,
  myReviewsSchema,
  reviewCreationSchema,
  reviewHelpfulSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSummarySchema,
  reviewUpdateSchema,
} from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readImageForm } from '../../lib/image-form';
import { sendCreated, sendJsonText, sendNoContent } from '../../lib/replies';
import { created, noContent, ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { ReviewService } from './service';

const form = { json: REVIEW_PHOTO_FORM.json, files: REVIEW_PHOTO_FORM.files, jsonName: '구매평' };
const formNote = `multipart/form-data: '${form.json}' (JSON) + '${form.files}' (JPEG·PNG·WebP·GIF, 5MB 이하, ${REVIEW_RULES.maxPhotos}장까지)`;

/** 구매평: the product page's list and summary, and the writer's own. */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (
  app,
  { reviews },
) => {
  const { route, viewerRoute, memberRoute } = routesByCaller(app, 'reviews');

  app.get(
    '/v1/items/:id/reviews',
    viewerRoute('상품의 구매평 (포토·내 사이즈·별점 필터, 최신순·도움순)', {
      params: itemReviewParamsSchema,
      querystring: reviewListQuerySchema,
      response: ok(reviewListSchema, 404, 422),
    }),
    async (request) => reviews.list(request.params.id, request.query, request.member?.id ?? null),
  );

  app.get(
    '/v1/items/:id/reviews/summary',
    route('구매평 요약 (평균·별점 분포·사이즈 체감·포토 모음)', {
      params: itemReviewParamsSchema,
      response: ok(reviewSummarySchema, 404, 422),
    }),
    async (request, reply) => sendJsonText(reply, await reviews.summaryJson(request.params.id)),
  );

  app.get(
    '/v1/users/me/reviews',
    memberRoute('내 구매평과 작성 가능한 주문 상품', { response: ok(myReviewsSchema, 401) }),
    async (request) => reviews.mine(memberOf(request).id),
  );

  app.post(
    '/v1/reviews',
    {
      ...memberRoute(`구매평 쓰기 (배송 완료된 주문 상품마다 한 번, 적립금 지급; ${formNote})`, {
        consumes: ['multipart/form-data'],
        response: created(myReviewSchema, 401, 404, 409, 415, 422),
      }),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { input, images } = await readImageForm(request, reviewCreationSchema, form);
      return sendCreated(reply, reviews.write(memberOf(request).id, input, images));
    },
  );

  app.put(
    '/v1/reviews/:id',
    memberRoute(`구매평 고치기 (남길 사진: keep_photo_urls; ${formNote})`, {
      params: reviewIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: ok(myReviewSchema, 401, 404, 415, 422),
    }),
    async (request) => {
      const { input, images } = await readImageForm(request, reviewUpdateSchema, form);
      return reviews.edit(memberOf(request).id, request.params.id, input, images);
    },
  );

  app.delete(
    '/v1/reviews/:id',
    memberRoute('구매평 지우기 (지급된 적립금은 사용 가능한 만큼 회수)', {
      params: reviewIdParamsSchema,
      response: noContent(401, 404, 422),
    }),
    async (request, reply) =>
      sendNoContent(reply, reviews.remove(memberOf(request).id, request.params.id)),
  );

  app.put(
    '/v1/reviews/:id/helpful',
    memberRoute('도움돼요 (회원마다 한 번)', {
      params: reviewIdParamsSchema,
      response: ok(reviewHelpfulSchema, 401, 404, 409, 422),
    }),
    async (request) => reviews.helpful(memberOf(request).id, request.params.id, true),
  );

  app.delete(
    '/v1/reviews/:id/helpful',
    memberRoute('도움돼요 취소', {
      params: reviewIdParamsSchema,
      response: ok(reviewHelpfulSchema, 401, 404, 409, 422),
    }),
    async (request) => reviews.helpful(memberOf(request).id, request.params.id, false),
  );
};
