import {
  type AdminCouponClaimListQuery,
  adminCouponClaimListSchema,
} from '@shop/contract/admin-coupon-claims';
import { useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/coupons/{id}/claims: who claimed the coupon and which order used it. */
export const useCouponClaims = (id: number, query: AdminCouponClaimListQuery) =>
  useAdminList(
    adminKeys.coupons.claims(id, query),
    `/coupons/${id}/claims`,
    adminCouponClaimListSchema,
    query,
  );
