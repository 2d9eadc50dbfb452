import { messageSchema } from '@shop/contract/errors';
import { orderSchema } from '@shop/contract/orders';
import {
  paymentMessages,
  paymentProviderParamsSchema,
  paymentRegisteredSchema,
  paymentRequestSchema,
  paymentStatusParamsSchema,
  paymentStatusSchema,
  paymentSuccessQuerySchema,
  paymentSuccessResponseSchema,
  paymentUnchargedRequestSchema,
  paymentWebhookSchema,
} from '@shop/contract/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { guestCartToken } from '../../lib/guest-cart-cookie';
import { sendCreated } from '../../lib/replies';
import { bearerAuth, buyerAuth, errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CartService } from '../cart/service';
import type { PaymentService } from './service';

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  cart: Pick<CartService, 'buyerOf'>;
  /** Calls per client IP and window: each event costs a lookup with the provider. */
  webhookLimit: { max: number; timeWindow: number };
}> = async (app, { payments, cart, webhookLimit }) => {
  const tags = ['payment'];
  const buyerOf = (request: FastifyRequest) =>
    cart.buyerOf(request.member?.id ?? null, guestCartToken(request));
  /** A member's token or a guest's cart cookie, else 401 as for any member route. */
  async function buyerOrUnauthorized(request: FastifyRequest) {
    const buyer = await buyerOf(request);
    if (!buyer) throw unauthorized(paymentMessages.buyerRequired);
    return buyer;
  }

  app.get(
    '/success',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary:
          '결제 승인 (결제창 성공 리다이렉트의 값으로; 같은 결제를 다시 보내도 한 번만 승인)',
        description:
          '주문자의 토큰이 있으면 주문 전체를, 없거나 다른 회원이면 주문 번호와 상태만 답합니다.',
        querystring: paymentSuccessQuerySchema,
        response: {
          200: paymentSuccessResponseSchema,
          ...errorResponses(400, 401, 404, 409, 422, 502),
        },
      },
    },
    async (request) => payments.confirm(request.query, await buyerOf(request)),
  );

  app.get(
    '/status/:merchantId',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: '결제 상태 (본인 주문만; 결제사에 묻거나 승인하지 않고 기록만 읽음)',
        description:
          '승인 응답을 받지 못한 결제(confirming)가 정리되었는지 확인할 때 씁니다. placed이면 주문 전체를 함께 답합니다.',
        security: buyerAuth,
        params: paymentStatusParamsSchema,
        response: { 200: paymentStatusSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) =>
      payments.status(await buyerOrUnauthorized(request), request.params.merchantId),
  );

  app.post(
    '/toss/webhook',
    {
      config: { rateLimit: webhookLimit },
      schema: {
        tags,
        summary:
          '결제사 웹훅 (결제 상태 변경, 가상계좌 입금 통보; 통보는 secret으로 확인하고 결제사에서 다시 조회)',
        body: paymentWebhookSchema,
        response: { 200: messageSchema, ...errorResponses(403, 422, 429, 502) },
      },
    },
    async (request) => ({ message: await payments.handleEvent(request.body) }),
  );

  app.post(
    '/uncharged',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '결제할 금액이 0원인 주문(쿠폰·적립금으로 전액) 확정: 결제창 없이 주문 완료',
        security: bearerAuth,
        body: paymentUnchargedRequestSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => payments.placeUncharged(memberOf(request).id, request.body.merchant_id),
  );

  app.post(
    '/:provider',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: {
        tags,
        summary: '결제 요청 등록 (금액은 주문 금액과 같아야 합니다)',
        security: buyerAuth,
        params: paymentProviderParamsSchema,
        body: paymentRequestSchema,
        response: { 201: paymentRegisteredSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendCreated(reply, payments.register(await buyerOrUnauthorized(request), request.body)),
  );
};
