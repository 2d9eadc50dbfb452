import { z } from 'zod';
import { idSchema } from './input-rules';

export const couponMessages = {
  notFound: '쿠폰을 찾을 수 없습니다.',
  notStarted: '아직 받을 수 없는 쿠폰입니다.',
  expired: '사용 기간이 지난 쿠폰입니다.',
  stopped: '발급이 중단된 쿠폰입니다.',
  alreadyClaimed: '이미 받은 쿠폰입니다.',
  soldOut: '선착순 발급이 마감된 쿠폰입니다.',
  claimed: '쿠폰을 받았습니다.',
  notUsable: '사용할 수 없는 쿠폰입니다.',
  minOrder: (amount: string) => `${amount} 이상 주문 시 사용할 수 있는 쿠폰입니다.`,
} as const;

export const couponTypeSchema = z.enum(['PRICE', 'RATIO']);

export const couponSchema = z.object({
  coupon_id: z.number().int(),
  name: z.string(),
  type: couponTypeSchema,
  discount_price: z.number().int().nullable(),
  discount_ratio: z.number().int().nullable(),
  min_order_amount: z.number().int(),
  started_at: z.string(),
  finished_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.array(couponSchema);

export const claimCouponRequestSchema = z.object({ coupon_id: idSchema });
