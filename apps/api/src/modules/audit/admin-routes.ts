import { auditListQuerySchema, auditListSchema } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditService } from './service';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/audit',
    {
      schema: {
        ...adminSchema('admin: audit'),
        summary: '관리자 작업 기록 (최신순)',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => audit.list(request.query),
  );
};
