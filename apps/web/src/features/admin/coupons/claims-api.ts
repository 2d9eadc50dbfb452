import {
  type AdminCouponClaimListQuery,
  adminCouponClaimListSchema,
} from '@shop/contract/admin-coupon-claims';
import { useAdminList } from '../api-client';

/** GET /v1/admin/coupons/{id}/claims: who claimed the coupon and which order used it. */
export const useCouponClaims = (id: number, query: AdminCouponClaimListQuery) =>
  // Under the coupons key, so a stop or a new claim's refresh reaches it too.
  useAdminList(
    ['admin', 'coupons', id, 'claims'],
    `/coupons/${id}/claims`,
    adminCouponClaimListSchema,
    query,
  );
