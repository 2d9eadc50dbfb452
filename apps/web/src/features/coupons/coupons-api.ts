import { couponSchema } from '@shop/contract/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { couponKeys } from '../../shared/api/query-keys';
import { couponListQuery } from './my-coupons-api';

/** GET /v1/coupons/list: coupons the member can claim now. */
export const useClaimableCoupons = (enabled = true) =>
  useQuery(couponListQuery(couponKeys.claimable(), '/v1/coupons/list', enabled));

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
