import type { Coupon } from '@shop/contract/coupons';
import { formatWon } from '@shop/contract/format';
import { couponDiscount, type OrderTotals, orderTotals } from '@shop/contract/money';
import { checkoutText as t } from './messages';

/** Whether a coupon can be used on this order, and if not, the reason to show beside it. */
export type CouponCheck = { usable: true } | { usable: false; reason: string };

/** The server's rules (coupons service `usable`), so the page never offers what it refuses. */
export function checkCoupon(coupon: Coupon, itemsTotal: number, now = new Date()): CouponCheck {
  if (new Date(coupon.started_at) > now) return { usable: false, reason: t.couponNotStarted };
  if (new Date(coupon.finished_at) <= now) return { usable: false, reason: t.couponExpired };
  if (itemsTotal < coupon.min_order_amount) {
    return { usable: false, reason: t.couponMinOrder(formatWon(coupon.min_order_amount)) };
  }
  if (couponDiscount(coupon, itemsTotal) === 0)
    return { usable: false, reason: t.couponNoDiscount };
  return { usable: true };
}

/** One coupon per order: choosing the chosen one again lets it go. */
export const toggleCoupon = (selected: number | null, couponId: number): number | null =>
  selected === couponId ? null : couponId;

/**
 * The totals shown on the page, by the contract's one rule (items − coupon + shipping on the
 * items before discount + the delivery postcode's island surcharge − the points, never more than
 * that), so they equal what the server will charge.
 */
export function checkoutTotals(
  itemsTotal: number,
  coupon: Coupon | null | undefined,
  islandFee = 0,
  points = 0,
): OrderTotals {
  return orderTotals(itemsTotal, coupon ?? null, islandFee, points);
}

/** What a coupon is worth, in words. */
export const couponValue = (coupon: Coupon): string =>
  coupon.type === 'PRICE'
    ? t.couponPrice(formatWon(coupon.discount_price ?? 0))
    : t.couponRatio(coupon.discount_ratio ?? 0);
