import { z } from 'zod';
import { couponSchema, couponTypeSchema } from './coupons';
import { idParamSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';
import { requiredText } from './users';

export const adminCouponMessages = {
  notFound: '쿠폰을 찾을 수 없습니다.',
  nameRequired: '쿠폰 이름을 입력해주세요.',
  priceRequired: '할인 금액을 1원 이상으로 입력해주세요.',
  ratioRequired: '할인율을 1~100% 사이로 입력해주세요.',
  periodInvalid: '종료 일시는 시작 일시보다 늦어야 합니다.',
  dateInvalid: '날짜와 시간을 올바르게 입력해주세요.',
  minOrderInvalid: '최소 주문 금액은 0원 이상으로 입력해주세요.',
  maxClaimsInvalid: '발급 수량은 1장 이상으로 입력해주세요.',
  priceTooLarge: '할인 금액은 1억 원 이하로 입력해주세요.',
  minOrderTooLarge: '최소 주문 금액은 1억 원 이하로 입력해주세요.',
  maxClaimsTooLarge: '발급 수량은 100만 장 이하로 입력해주세요.',
  created: '쿠폰을 만들었습니다.',
  stopped: '쿠폰 발급과 사용을 중단했습니다.',
} as const;

export const couponStates = labelledEnum({
  SCHEDULED: '시작 전',
  RUNNING: '진행 중',
  ENDED: '기간 종료',
  STOPPED: '중단됨',
});
export type CouponState = z.infer<typeof couponStates.schema>;
export const couponTypeLabels: Record<z.infer<typeof couponTypeSchema>, string> = {
  PRICE: '정액 할인',
  RATIO: '정률 할인',
};

/** Where a coupon stands at `now`. */
export function couponState(
  coupon: { started_at: string; finished_at: string; stopped_at: string | null },
  now: Date = new Date(),
): CouponState {
  if (coupon.stopped_at) return 'STOPPED';
  if (new Date(coupon.started_at) > now) return 'SCHEDULED';
  if (new Date(coupon.finished_at) <= now) return 'ENDED';
  return 'RUNNING';
}

export const adminCouponSchema = couponSchema.extend({
  /** How many members may claim it; null for no limit. */
  max_claims: z.number().int().nullable(),
  stopped_at: z.string().nullable(),
  created_at: z.string(),
  claim_count: z.number().int(),
  use_count: z.number().int(),
  state: couponStates.schema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

/** The largest amount of won a form takes (a product's price has the same bound). */
const MAX_WON = 100_000_000;

const dateTime = z.iso.datetime({ offset: true, error: adminCouponMessages.dateInvalid });

/** PRICE takes `discount_price` won off, RATIO `discount_ratio` percent. */
export const adminCouponRequestSchema = z
  .object({
    name: requiredText(adminCouponMessages.nameRequired, 50),
    type: couponTypeSchema,
    discount_price: z
      .number()
      .int()
      .max(MAX_WON, adminCouponMessages.priceTooLarge)
      .nullable()
      .default(null),
    discount_ratio: z.number().int().nullable().default(null),
    /** ISO-8601 with an offset, e.g. `2026-12-01T00:00:00+09:00`. */
    started_at: dateTime,
    finished_at: dateTime,
    min_order_amount: z
      .number()
      .int(adminCouponMessages.minOrderInvalid)
      .min(0, adminCouponMessages.minOrderInvalid)
      .max(MAX_WON, adminCouponMessages.minOrderTooLarge)
      .default(0),
    max_claims: z
      .number()
      .int(adminCouponMessages.maxClaimsInvalid)
      .min(1, adminCouponMessages.maxClaimsInvalid)
      .max(1_000_000, adminCouponMessages.maxClaimsTooLarge)
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'PRICE' && !(body.discount_price !== null && body.discount_price > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_price'],
        message: adminCouponMessages.priceRequired,
      });
    }
    if (
      body.type === 'RATIO' &&
      !(body.discount_ratio !== null && body.discount_ratio >= 1 && body.discount_ratio <= 100)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_ratio'],
        message: adminCouponMessages.ratioRequired,
      });
    }
    if (Date.parse(body.finished_at) <= Date.parse(body.started_at)) {
      ctx.addIssue({
        code: 'custom',
        path: ['finished_at'],
        message: adminCouponMessages.periodInvalid,
      });
    }
  });
export type AdminCouponRequest = z.input<typeof adminCouponRequestSchema>;

export const adminCouponIdParamsSchema = z.object({
  coupon_id: idParamSchema,
});
