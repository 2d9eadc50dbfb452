/**
 * Query keys more than one feature reads or invalidates. A key is a prefix of the keys below it:
 * invalidating `coupons` marks every coupon list stale.
 */
export const queryKeys = {
  cart: ['cart'],
  coupons: ['coupons'],
  /** GET /v1/users/me/coupon: the member's unused coupons (mypage, /coupon and the order sheet). */
  myCoupons: ['coupons', 'mine'],
  claimableCoupons: ['coupons', 'claimable'],
  /** The member's order lists, one per status; not the order sheet's own queries. */
  orderLists: ['orders', 'list'],
} as const;
