import { auditListQuerySchema, auditListSchema } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { AuditService } from './service';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/audit',
    adminRoute('admin: audit')('관리자 작업 기록 (최신순)', {
      querystring: auditListQuerySchema,
      response: ok(auditListSchema, 401, 403, 422),
    }),
    async (request) => audit.list(request.query),
  );
};
