import { CLAIM_PHOTO_FORM } from '@shop/contract/claim-rules';
import { claimParamsSchema, claimRequestSchema, claimSchema } from '@shop/contract/claims';
import {
  type GuestOrderLookupRequest,
  guestClaimRequestSchema,
  guestClaimWithdrawSchema,
} from '@shop/contract/guest-orders';
import { orderIdParamsSchema } from '@shop/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageForm } from '../../lib/image-form';
import { sendCreated } from '../../lib/replies';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { FailureLimits } from '../../plugins/failure-limits';
import type { GuestOrderService } from '../orders/guest-service';
import type { OrderService } from '../orders/service';
import type { ClaimService } from './service';

const photoNote = `multipart/form-data: ${CLAIM_PHOTO_FORM.files} (JPEG·PNG·WebP·GIF, 5MB 이하, 모두 ${CLAIM_PHOTO_FORM.max}장까지)`;
const guestPhotoForm = {
  json: CLAIM_PHOTO_FORM.json,
  files: CLAIM_PHOTO_FORM.files,
  jsonName: '신청 정보',
};
const memberPhotoForm = { ...guestPhotoForm, jsonOptional: true };

/** 교환·반품 신청 and its withdrawal: by the member on their order, by a guest through the lookup. */
export const claimRoutes: FastifyPluginAsyncZod<{
  claims: ClaimService;
  orders: Pick<OrderService, 'ownOrder'>;
  guestOrders: Pick<GuestOrderService, 'find'>;
  guesses: FailureLimits;
}> = async (app, { claims, orders, guestOrders, guesses }) => {
  const tags = ['claims'];

  app.post(
    '/v1/orders/:order_id/claims',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '교환·반품 신청 (배송 완료 후 7일 이내, 구매확정 전; 단순 변심은 배송비 부담)',
        security: bearerAuth,
        params: orderIdParamsSchema,
        body: claimRequestSchema,
        response: { 201: claimSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const order = await orders.ownOrder(member.id, request.params.order_id);
      return sendCreated(
        reply,
        claims.request(order.id, { type: 'member', id: member.id }, request.body),
      );
    },
  );

  app.post(
    '/v1/orders/:order_id/claims/:claim_id/photos',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `교환·반품 사진 추가 (승인 전, ${photoNote})`,
        security: bearerAuth,
        params: claimParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: claimSchema, ...errorResponses(401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const order = await orders.ownOrder(member.id, request.params.order_id);
      const { images } = await readImageForm(request, z.object({}), memberPhotoForm);
      return claims.addPhotos(order.id, request.params.claim_id, images);
    },
  );

  app.post(
    '/v1/orders/:order_id/claims/:claim_id/withdraw',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '교환·반품 신청 철회 (승인 전)',
        security: bearerAuth,
        params: claimParamsSchema,
        response: { 200: claimSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const order = await orders.ownOrder(member.id, request.params.order_id);
      return claims.withdraw(order.id, request.params.claim_id, { type: 'member', id: member.id });
    },
  );

  /** The guest's order by the lookup's answers, wrong answers counted like sign-in guesses. */
  const guestOrder = (ip: string, answers: GuestOrderLookupRequest) =>
    guesses.guard('guest-order', { ip, account: answers.order_number }, () =>
      guestOrders.find(answers),
    );

  app.post(
    '/v1/guest-orders/claims',
    {
      schema: {
        tags,
        summary: '비회원 교환·반품 신청 (조회와 같은 정보로)',
        body: guestClaimRequestSchema,
        response: { 201: claimSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const order = await guestOrder(request.ip, request.body);
      return sendCreated(reply, claims.request(order.id, { type: 'guest' }, request.body));
    },
  );

  app.post(
    '/v1/guest-orders/claims/photos',
    {
      schema: {
        tags,
        summary: `비회원 교환·반품 사진 추가 (${CLAIM_PHOTO_FORM.json}: 조회 정보와 claim_id, ${photoNote})`,
        consumes: ['multipart/form-data'],
        response: { 200: claimSchema, ...errorResponses(404, 409, 415, 422, 429) },
      },
    },
    async (request) => {
      const { input, images } = await readImageForm(
        request,
        guestClaimWithdrawSchema,
        guestPhotoForm,
      );
      const order = await guestOrder(request.ip, input);
      return claims.addPhotos(order.id, input.claim_id, images);
    },
  );

  app.post(
    '/v1/guest-orders/claims/withdraw',
    {
      schema: {
        tags,
        summary: '비회원 교환·반품 신청 철회 (승인 전)',
        body: guestClaimWithdrawSchema,
        response: { 200: claimSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => {
      const order = await guestOrder(request.ip, request.body);
      return claims.withdraw(order.id, request.body.claim_id, { type: 'guest' });
    },
  );
};
