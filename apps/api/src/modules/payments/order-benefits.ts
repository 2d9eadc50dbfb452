import type { Executor } from '../../db/client';
import type { CouponService } from '../coupons/service';
import { type Actor, couponOf, type OrderRow } from '../orders/lifecycle-service';
import type { PointService } from '../points/service';
import { CouponGoneError, PointsGoneError } from './errors';

/** What gives an order's coupon and 적립금 back. */
export interface ReleaseServices {
  coupons: Pick<CouponService, 'release'>;
  points: Pick<PointService, 'restoreForOrder'>;
}

/** What an order takes besides its stock, and gives back: the member's coupon and 적립금. */
export interface BenefitServices extends ReleaseServices {
  coupons: Pick<CouponService, 'use' | 'release'>;
  points: Pick<PointService, 'spendForOrder' | 'restoreForOrder'>;
}

/** At the hold: takes the order's coupon and spends its points, or refuses the hold. */
export async function takeBenefits(tx: Executor, deps: BenefitServices, order: OrderRow) {
  const coupon = couponOf(order);
  if (coupon && !(await deps.coupons.use(tx, coupon.memberId, coupon.couponId, order.id))) {
    throw new CouponGoneError();
  }
  if (order.pointsUsed > 0 && order.memberId !== null) {
    const spent = await deps.points.spendForOrder(tx, {
      memberId: order.memberId,
      orderId: order.id,
      amount: order.pointsUsed,
    });
    if (!spent) throw new PointsGoneError();
  }
}

/**
 * Gives back the order's coupon and the points still spent on it (`points` of them only, when
 * given: a partial refund's share).
 */
export async function releaseBenefits(
  tx: Executor,
  deps: ReleaseServices,
  order: OrderRow,
  actor: Actor,
): Promise<void> {
  const coupon = couponOf(order);
  if (coupon) await deps.coupons.release(tx, coupon.memberId, coupon.couponId, order.id);
  await restorePoints(tx, deps, order, actor);
}

/** Gives back `amount` of the points spent on the order (all still spent when left out). */
export async function restorePoints(
  tx: Executor,
  deps: Pick<ReleaseServices, 'points'>,
  order: OrderRow,
  actor: Actor,
  amount?: number,
): Promise<number> {
  if (order.pointsUsed <= 0 || order.memberId === null) return 0;
  return deps.points.restoreForOrder(tx, {
    memberId: order.memberId,
    orderId: order.id,
    ...(amount === undefined ? {} : { amount }),
    actor,
  });
}
