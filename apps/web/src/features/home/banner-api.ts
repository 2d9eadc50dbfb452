import type { BannerList } from '@shop/contract/banners';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { contentKeys } from '../../shared/api/query-keys';

/** GET /v1/banners: the banners switched on in the back office, newest first. */
export const useBanners = () =>
  useQuery({
    queryKey: contentKeys.banners(),
    queryFn: () => api<BannerList>('/v1/banners'),
    select: (list) => list.banners,
  });
