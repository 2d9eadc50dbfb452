import { type Coupon, couponMessages } from '@shop/contract/coupons';
import { formatWon } from '@shop/contract/format';
import type { DiscountCoupon } from '@shop/contract/money';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './repo';

export function toCoupon(row: repo.CouponRow): Coupon {
  return {
    coupon_id: row.id,
    name: row.name,
    type: row.type,
    discount_price: row.discountPrice,
    discount_ratio: row.discountRatio,
    min_order_amount: row.minOrderAmount,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
  };
}

/** Why a coupon cannot be used or claimed at `now`, if it cannot. */
function unavailability(coupon: repo.CouponRow, now: Date): string | undefined {
  if (coupon.stoppedAt) return couponMessages.stopped;
  if (coupon.startedAt > now) return couponMessages.notStarted;
  if (coupon.finishedAt <= now) return couponMessages.expired;
  return undefined;
}

export interface UsableCoupon extends DiscountCoupon {
  couponId: number;
}

export function createCouponService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  return {
    async claimable(memberId: number): Promise<Coupon[]> {
      return (await repo.listClaimable(db, memberId, now())).map(toCoupon);
    },

    async owned(memberId: number): Promise<Coupon[]> {
      return (await repo.listOwnedUsable(db, memberId, now())).map(toCoupon);
    },

    /** Claims a coupon once per member, within its dates and its quantity limit. */
    async claim(memberId: number, couponId: number): Promise<Coupon> {
      return db.transaction(async (tx) => {
        const coupon = await repo.lockCoupon(tx, couponId);
        if (!coupon) throw notFound(couponMessages.notFound);
        const reason = unavailability(coupon, now());
        if (reason) throw conflict(reason);
        if (
          coupon.maxClaims !== null &&
          (await repo.countClaims(tx, couponId)) >= coupon.maxClaims
        ) {
          throw conflict(couponMessages.soldOut);
        }
        if (!(await repo.insertClaim(tx, memberId, couponId))) {
          throw conflict(couponMessages.alreadyClaimed);
        }
        return toCoupon(coupon);
      });
    },

    /**
     * The member's coupon if it can pay part of an order of `itemsTotal` now. A coupon of
     * somebody else's answers like an unknown one.
     */
    async usable(
      memberId: number,
      couponId: number,
      itemsTotal: number,
      executor: Executor = db,
    ): Promise<UsableCoupon> {
      const owned = await repo.findOwned(executor, memberId, couponId);
      if (!owned) throw notFound(couponMessages.notFound);
      if (owned.usedAt) throw conflict(couponMessages.notUsable);
      const reason = unavailability(owned.coupon, now());
      if (reason) throw conflict(reason);
      if (itemsTotal < owned.coupon.minOrderAmount) {
        throw conflict(couponMessages.minOrder(formatWon(owned.coupon.minOrderAmount)));
      }
      return {
        couponId,
        type: owned.coupon.type,
        discount_price: owned.coupon.discountPrice,
        discount_ratio: owned.coupon.discountRatio,
      };
    },

    /**
     * Uses the coupon for an order, in the caller's transaction (when the payment is held): false
     * if it was used meanwhile, or has been stopped, or is outside its dates by now.
     */
    async use(executor: Executor, memberId: number, couponId: number, orderId: number) {
      const owned = await repo.findOwned(executor, memberId, couponId);
      if (!owned || owned.usedAt || unavailability(owned.coupon, now())) return false;
      return repo.markUsed(executor, memberId, couponId, orderId);
    },

    release: (executor: Executor, memberId: number, couponId: number, orderId: number) =>
      repo.release(executor, memberId, couponId, orderId),
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
