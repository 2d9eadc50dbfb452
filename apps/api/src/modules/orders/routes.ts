import {
  orderDoneRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderStartRequestSchema,
  orderStartResponseSchema,
} from '@shop/contract/orders';
import {
  cashReceiptRequestSchema,
  orderCancelRequestSchema,
} from '@shop/contract/virtual-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated } from '../../lib/replies';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { PaymentService } from '../payments/service';
import type { PurchaseConfirmation } from './confirmation-service';
import type { OrderService } from './service';

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  payments: PaymentService;
  confirmation: Pick<PurchaseConfirmation, 'confirmMember'>;
}> = async (app, { orders, payments, confirmation }) => {
  const tags = ['orders'];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/start',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: '주문 시작: 장바구니(type cart) 또는 바로 구매(type item), 서버 금액과 주문번호',
        security: bearerAuth,
        body: orderStartRequestSchema,
        response: { 200: orderStartResponseSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => orders.start({ memberId: memberOf(request).id }, request.body),
  );

  app.post(
    '/done',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: '주문서 작성 완료: 결제 대기(PAYMENT_PENDING) 주문으로 기록',
        security: bearerAuth,
        body: orderDoneRequestSchema,
        response: { 201: orderSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendCreated(reply, orders.done({ memberId: memberOf(request).id }, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '내 주문 (결제된 주문, status로 거르기)',
        security: bearerAuth,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      orders.list(memberOf(request).id, { status: request.query.status, withPending: false }),
  );

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: '내 주문 전체 (결제 대기 포함)',
        security: bearerAuth,
        response: { 200: orderListSchema, ...errorResponses(401) },
      },
    },
    async (request) => orders.list(memberOf(request).id, { withPending: true }),
  );

  app.post(
    '/:order_id/cancel',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          '주문 취소 (결제 대기·입금 대기·주문 완료일 때; 결제는 결제사에서 취소, 입금된 가상계좌는 환불 계좌 필요)',
        security: bearerAuth,
        params: orderIdParamsSchema,
        body: orderCancelRequestSchema.nullish(),
        response: { 200: orderSchema, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request) =>
      payments.cancel(memberOf(request).id, request.params.order_id, request.body?.refund_account),
  );

  app.post(
    '/:order_id/cash-receipt',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: '현금영수증 신청 (계좌이체·가상계좌로 결제를 마친 주문, 한 번)',
        security: bearerAuth,
        params: orderIdParamsSchema,
        body: cashReceiptRequestSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request) =>
      payments.issueMemberCashReceipt(memberOf(request).id, request.params.order_id, request.body),
  );

  app.post(
    '/:order_id/confirm',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: '구매확정 (배송 완료된 주문; 회원 주문은 적립금 적립, 이후 교환·반품 신청 불가)',
        security: bearerAuth,
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => confirmation.confirmMember(memberOf(request).id, request.params.order_id),
  );
};
