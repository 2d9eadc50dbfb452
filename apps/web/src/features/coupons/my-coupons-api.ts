import { type Coupon, couponListSchema } from '@shop/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { couponKeys } from '../../shared/api/query-keys';

/** GET /v1/users/me/coupon: the member's unused coupons, one cache for every page showing them. */
export const myCouponsQuery = (enabled = true) =>
  queryOptions({
    queryKey: couponKeys.mine(),
    queryFn: (): Promise<Coupon[]> =>
      api('/v1/users/me/coupon', { auth: true, schema: couponListSchema }),
    enabled,
  });

export const useMyCoupons = (enabled = true) => useQuery(myCouponsQuery(enabled));
