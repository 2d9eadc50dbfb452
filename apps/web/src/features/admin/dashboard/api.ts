import { type Dashboard, dashboardSchema } from '@shop/contract/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminPath } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/dashboard: today's and this month's figures and what needs attention. */
export const fetchDashboard = (): Promise<Dashboard> =>
  adminApi(adminPath('/dashboard'), { schema: dashboardSchema });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard.all, queryFn: fetchDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
