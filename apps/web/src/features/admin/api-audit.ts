import { type AuditList, type AuditListQuery, auditListSchema } from '@shop/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminPath } from './api-client';

/** GET /v1/admin/audit: the back office's writes, newest first. */
export const fetchAudit = (query: AuditListQuery): Promise<AuditList> =>
  adminApi(adminPath('/audit', query), { schema: auditListSchema });

export const useAudit = (query: AuditListQuery) =>
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => fetchAudit(query),
    placeholderData: keepPreviousData,
  });
