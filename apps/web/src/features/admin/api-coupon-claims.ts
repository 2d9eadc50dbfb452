import {
  type AdminCouponClaimList,
  type AdminCouponClaimListQuery,
  adminCouponClaimListSchema,
} from '@shop/contract/admin-coupon-claims';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminPath } from './api-client';

/** GET /v1/admin/coupons/{id}/claims: who claimed the coupon and which order used it. */
export const fetchCouponClaims = (
  id: number,
  query: AdminCouponClaimListQuery,
): Promise<AdminCouponClaimList> =>
  adminApi(adminPath(`/coupons/${id}/claims`, query), { schema: adminCouponClaimListSchema });

export const useCouponClaims = (id: number, query: AdminCouponClaimListQuery) =>
  useQuery({
    // Under the coupons key, so a stop or a new claim's refresh reaches it too.
    queryKey: ['admin', 'coupons', id, 'claims', query],
    queryFn: () => fetchCouponClaims(id, query),
    placeholderData: keepPreviousData,
  });
