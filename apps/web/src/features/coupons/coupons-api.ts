import { type Coupon, couponListSchema, couponSchema } from '@shop/contract/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { couponKeys } from '../../shared/api/query-keys';

/** GET /v1/coupons/list: coupons the member can claim now. */
export const useClaimableCoupons = (enabled = true) =>
  useQuery({
    queryKey: couponKeys.claimable(),
    queryFn: (): Promise<Coupon[]> =>
      api('/v1/coupons/list', { auth: true, schema: couponListSchema }),
    enabled,
  });

/** POST /v1/users/me/add/coupon; the owned and claimable lists are read again afterwards. */
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
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
