import { type Insight, type InsightQuery, insightSchema } from '@shop/contract/admin-insight';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminPath } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/insight: sales per bucket against the period before, products, funnel, carts. */
export const fetchInsight = (query: InsightQuery): Promise<Insight> =>
  adminApi(adminPath('/insight', query), { schema: insightSchema });

/** Under the dashboard's key, so refreshing the dashboard refreshes the insight too. */
export const useInsight = (query: InsightQuery) =>
  useQuery({
    queryKey: [...adminKeys.dashboard.all, 'insight', query],
    queryFn: () => fetchInsight(query),
    // The figures on screen stay while another period loads.
    placeholderData: keepPreviousData,
  });
