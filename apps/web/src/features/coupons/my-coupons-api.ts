import { couponListSchema } from '@shop/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { couponKeys } from '../../shared/api/query-keys';

/** A member's list of coupons, cached under `queryKey`. */
export const couponListQuery = (queryKey: readonly unknown[], path: string, enabled: boolean) =>
  queryOptions({
    queryKey,
    queryFn: () => api(path, { auth: true, schema: couponListSchema }),
    enabled,
  });

/** GET /v1/users/me/coupon: the member's unused coupons, one cache for every page showing them. */
export const myCouponsQuery = (enabled = true) =>
  couponListQuery(couponKeys.mine(), '/v1/users/me/coupon', enabled);

export const useMyCoupons = (enabled = true) => useQuery(myCouponsQuery(enabled));
