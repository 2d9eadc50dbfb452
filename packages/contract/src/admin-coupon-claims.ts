import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema } from './admin';

/**
 * GET /v1/admin/coupons/{coupon_id}/claims?page&size: who claimed the coupon and where they
 * used it, newest claim first.
 */
export const adminCouponClaimSchema = z.object({
  claim_id: z.number().int(),
  member_id: z.number().int(),
  nickname: z.string(),
  claimed_at: z.string(),
  /** Null while unused. */
  used_at: z.string().nullable(),
  /** The order it went into (null while unused). */
  order_id: z.number().int().nullable(),
  /** Its order number, as the shopper sees it (null while unused). */
  merchant_id: z.string().nullable(),
});
export type AdminCouponClaim = z.infer<typeof adminCouponClaimSchema>;

export const adminCouponClaimListQuerySchema = adminPageQuerySchema;
export type AdminCouponClaimListQuery = z.input<typeof adminCouponClaimListQuerySchema>;

export const adminCouponClaimListSchema = adminPageSchema.extend({
  coupon_id: z.number().int(),
  coupon_name: z.string(),
  claims: z.array(adminCouponClaimSchema),
});
export type AdminCouponClaimList = z.infer<typeof adminCouponClaimListSchema>;
