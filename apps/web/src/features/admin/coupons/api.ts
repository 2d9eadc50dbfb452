import {
  type AdminCouponList,
  type AdminCouponRequest,
  adminCouponListSchema,
  adminCouponSchema,
} from '@shop/contract/admin-coupons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponKeys } from '../../../shared/api/query-keys';
import { adminApi, adminPath } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/coupons: every coupon with its state, claims and uses. */
export const fetchAdminCoupons = (): Promise<AdminCouponList> =>
  adminApi(adminPath('/coupons'), { schema: adminCouponListSchema });

export const adminCouponsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.coupons.lists(), queryFn: fetchAdminCoupons });

export const useAdminCoupons = () => useQuery(adminCouponsQueryOptions());

function useInvalidateCoupons() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.coupons.all });
    void client.invalidateQueries({ queryKey: couponKeys.all });
  };
}

/** POST /v1/admin/coupons. */
export function useCreateCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: (body: AdminCouponRequest) =>
      adminApi(adminPath('/coupons'), { method: 'POST', body, schema: adminCouponSchema }),
    onSuccess: invalidate,
  });
}

/** POST /v1/admin/coupons/{id}/stop: no more claims or uses. */
export function useStopCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: (id: number) =>
      adminApi(adminPath(`/coupons/${id}/stop`), { method: 'POST', schema: adminCouponSchema }),
    onSuccess: invalidate,
  });
}
