/** Won; one shipping rule everywhere: 3,000 won under 50,000 won of items, else free. */
export const SHIPPING_FEE = 3_000;
export const FREE_SHIPPING_THRESHOLD = 50_000;

export interface DiscountCoupon {
  type: 'PRICE' | 'RATIO';
  discount_price: number | null;
  discount_ratio: number | null;
}

export interface OrderTotals {
  items_total: number;
  discount: number;
  shipping_fee: number;
  /** 도서산간 추가 배송비 of the delivery postcode, charged whatever the items total. */
  island_fee: number;
  /** 적립금 spent on the order: it pays part (or all) of what is left after the coupon. */
  points_used: number;
  /** What the payment provider charges: everything less the coupon and the points. */
  total_price: number;
}

/** The shipping fee for an items total before any discount. */
export function shippingFee(itemsTotal: number): number {
  return itemsTotal > 0 && itemsTotal < FREE_SHIPPING_THRESHOLD ? SHIPPING_FEE : 0;
}

/** PRICE takes its amount off, RATIO its percent rounded down to the won; never more than the items. */
export function couponDiscount(coupon: DiscountCoupon, itemsTotal: number): number {
  const raw =
    coupon.type === 'PRICE'
      ? (coupon.discount_price ?? 0)
      : Math.floor((itemsTotal * (coupon.discount_ratio ?? 0)) / 100);
  return Math.max(0, Math.min(raw, itemsTotal));
}

/**
 * Items − coupon discount + shipping + the island surcharge (shipping decided on the items before
 * the discount; the surcharge is the delivery postcode's, looked up by the shipping module) − the
 * points spent, which never pay more than that.
 */
export function orderTotals(
  itemsTotal: number,
  coupon?: DiscountCoupon | null,
  islandFee = 0,
  points = 0,
): OrderTotals {
  const discount = coupon ? couponDiscount(coupon, itemsTotal) : 0;
  const shipping_fee = shippingFee(itemsTotal);
  const island_fee = itemsTotal > 0 ? islandFee : 0;
  const payable = Math.max(0, itemsTotal - discount + shipping_fee) + island_fee;
  const points_used = Math.max(0, Math.min(points, payable));
  return {
    items_total: itemsTotal,
    discount,
    shipping_fee,
    island_fee,
    points_used,
    total_price: payable - points_used,
  };
}
