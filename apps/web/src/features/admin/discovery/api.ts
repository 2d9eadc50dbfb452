import { feedOverviewSchema } from '@shop/contract/admin-feeds';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminPath, useAdminWrite } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/feeds: the feed and sitemap addresses, the latest build and the ones before. */
export const useFeedOverview = () =>
  useQuery({
    queryKey: adminKeys.feeds,
    queryFn: () => adminApi(adminPath('/feeds'), { schema: feedOverviewSchema }),
  });

/** POST /v1/admin/feeds/build: builds the feeds now; its answer is the new overview. */
export function useBuildFeeds() {
  const client = useQueryClient();
  return useAdminWrite(
    () => ({ path: '/feeds/build', method: 'POST', schema: feedOverviewSchema }),
    (overview) => client.setQueryData(adminKeys.feeds, overview),
  );
}
