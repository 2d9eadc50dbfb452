import { type Coupon, couponListSchema } from '@shop/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';

/** GET /v1/users/me/coupon: the member's unused coupons. */
export const fetchMyCoupons = (): Promise<Coupon[]> =>
  api('/v1/users/me/coupon', { auth: true, schema: couponListSchema });

export const myCouponsQuery = queryOptions({
  queryKey: ['coupons', 'mine'],
  queryFn: fetchMyCoupons,
});

export const useMyCoupons = () => useQuery(myCouponsQuery);
