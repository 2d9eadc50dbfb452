import {
  adminOrderDetailSchema,
  adminOrderHoldRequestSchema,
  adminOrderIdParamsSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderStatusRequestSchema,
  adminRefundRequestSchema,
} from '@shop/contract/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { RefundService } from '../payments/refund-service';
import type { AdminOrderService } from './admin-service';

export const adminOrderRoutes: FastifyPluginAsyncZod<{
  orders: AdminOrderService;
  refunds: RefundService;
}> = async (app, { orders, refunds }) => {
  const base = adminSchema('admin: orders');

  app.get(
    '/orders',
    {
      schema: {
        ...base,
        summary: '주문 목록 (상태·기간 필터, 주문번호·회원 검색)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/orders/:order_id',
    {
      schema: {
        ...base,
        summary: '주문 상세 (상품, 받는 분, 금액, 결제, 변경 이력)',
        params: adminOrderIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => orders.detail(request.params.order_id),
  );

  app.post(
    '/orders/:order_id/status',
    {
      schema: {
        ...base,
        summary: '주문 상태 변경 (결제 완료 → 배송중(택배사·송장번호) → 배송 완료)',
        params: adminOrderIdParamsSchema,
        body: adminOrderStatusRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      orders.changeStatus(memberOf(request).id, request.params.order_id, request.body),
  );

  app.post(
    '/orders/:order_id/auto-hold',
    {
      schema: {
        ...base,
        summary: '자동 배송 완료·구매확정 보류(사유 필수) 또는 해제',
        params: adminOrderIdParamsSchema,
        body: adminOrderHoldRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      orders.setAutoHold(memberOf(request).id, request.params.order_id, request.body),
  );

  app.post(
    '/orders/:order_id/refund',
    {
      schema: {
        ...base,
        summary:
          '주문 취소·환불 (전체 또는 상품·수량 일부; 결제사 취소 API, 같은 request_id는 한 번만)',
        params: adminOrderIdParamsSchema,
        body: adminRefundRequestSchema,
        response: {
          200: adminOrderDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 502),
        },
      },
    },
    async (request) => refunds.refund(memberOf(request).id, request.params.order_id, request.body),
  );
};
