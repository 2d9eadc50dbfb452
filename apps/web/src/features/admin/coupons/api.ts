import {
  type AdminCouponRequest,
  adminCouponListSchema,
  adminCouponSchema,
} from '@shop/contract/admin-coupons';
import { useQuery } from '@tanstack/react-query';
import { couponKeys } from '../../../shared/api/query-keys';
import { adminRecord, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/coupons: every coupon with its state, claims and uses. */
export const useAdminCoupons = () =>
  useQuery(adminRecord(adminKeys.coupons.lists(), '/coupons', adminCouponListSchema));

const useCouponsChanged = () => useInvalidate(adminKeys.coupons.all, couponKeys.all);

/** POST /v1/admin/coupons. */
export function useCreateCoupon() {
  return useAdminWrite(
    (body: AdminCouponRequest) => ({
      path: '/coupons',
      method: 'POST',
      body,
      schema: adminCouponSchema,
    }),
    useCouponsChanged(),
  );
}

/** POST /v1/admin/coupons/{id}/stop: no more claims or uses. */
export function useStopCoupon() {
  return useAdminWrite(
    (id: number) => ({ path: `/coupons/${id}/stop`, method: 'POST', schema: adminCouponSchema }),
    useCouponsChanged(),
  );
}
