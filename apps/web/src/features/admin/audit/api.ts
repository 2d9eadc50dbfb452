import { type AuditListQuery, auditListSchema } from '@shop/contract/admin';
import { useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/audit: the back office's writes, newest first. */
export const useAudit = (query: AuditListQuery) =>
  useAdminList(adminKeys.audit.list(query), '/audit', auditListSchema, query);
