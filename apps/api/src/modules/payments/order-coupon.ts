import type { Executor } from '../../db/client';
import type { CouponService } from '../coupons/service';
import { couponOf, type OrderRow } from '../orders/lifecycle-service';

/** Gives the order's coupon back to its member, when the order used one. */
export async function releaseCoupon(
  tx: Executor,
  coupons: Pick<CouponService, 'release'>,
  order: OrderRow,
): Promise<void> {
  const coupon = couponOf(order);
  if (coupon) await coupons.release(tx, coupon.memberId, coupon.couponId, order.id);
}
