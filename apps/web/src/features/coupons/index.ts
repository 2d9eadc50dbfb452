/** What other features use of coupons: the member's coupons (order sheet, My Page) and their lists. */
export { CouponLists } from './coupon-lists';
export { useMyCoupons } from './my-coupons-api';
