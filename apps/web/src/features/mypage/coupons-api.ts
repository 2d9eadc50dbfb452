import { type Coupon, couponListSchema, couponSchema } from '@shop/contract/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';

const couponsKey = ['coupons'] as const;

/** GET /v1/users/me/coupon: the member's usable coupons. */
export const useOwnedCoupons = (enabled = true) =>
  useQuery({
    queryKey: [...couponsKey, 'owned'],
    queryFn: (): Promise<Coupon[]> =>
      api('/v1/users/me/coupon', { auth: true, schema: couponListSchema }),
    enabled,
  });

/** GET /v1/coupons/list: coupons the member can claim now. */
export const useClaimableCoupons = (enabled = true) =>
  useQuery({
    queryKey: [...couponsKey, 'claimable'],
    queryFn: (): Promise<Coupon[]> =>
      api('/v1/coupons/list', { auth: true, schema: couponListSchema }),
    enabled,
  });

/** POST /v1/users/me/add/coupon; both lists are read again afterwards. */
export function useClaimCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) =>
      api('/v1/users/me/add/coupon', {
        method: 'POST',
        body: { coupon_id: couponId },
        auth: true,
        schema: couponSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** A cancelled order gives its coupon back, so the lists are stale after one. */
export const couponQueriesKey = couponsKey;
