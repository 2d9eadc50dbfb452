import { type AuditListQuery, auditListSchema } from '@shop/contract/admin';
import { useAdminList } from '../api-client';

/** GET /v1/admin/audit: the back office's writes, newest first. */
export const useAudit = (query: AuditListQuery) =>
  useAdminList(['admin', 'audit'], '/audit', auditListSchema, query);
