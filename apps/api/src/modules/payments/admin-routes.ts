import {
  paymentComparisonAnswerSchema,
  paymentComparisonQuerySchema,
  reconciliationListQuerySchema,
  reconciliationListSchema,
} from '@shop/contract/admin-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import type { ReconciliationAdmin } from './reconciliation-admin';

export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  reconciliation: ReconciliationAdmin;
}> = async (app, { reconciliation }) => {
  const base = adminSchema('admin: payments');

  app.get(
    '/payments/reconciliations',
    {
      schema: {
        ...base,
        summary: '결제 대사 결정 (결제사에 조회한 결제마다 한 줄, 최신순)',
        querystring: reconciliationListQuerySchema,
        response: { 200: reconciliationListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => reconciliation.list(request.query),
  );

  app.get(
    '/payments/comparison',
    {
      schema: {
        ...base,
        summary: '결제사 일일 대조 (그날의 일치·불일치와 차이; 날짜가 없으면 가장 최근)',
        querystring: paymentComparisonQuerySchema,
        response: { 200: paymentComparisonAnswerSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => reconciliation.comparison(request.query.date),
  );
};
