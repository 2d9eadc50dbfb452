import { type AdminCouponRequest, adminCouponRequestSchema } from '@shop/contract/admin-coupons';
import { z } from 'zod';

const numberField = z.union([z.number(), z.nan()]);

const couponFormShape = z.object({
  name: z.string(),
  type: z.enum(['PRICE', 'RATIO']),
  discount_price: numberField,
  discount_ratio: numberField,
  /** `datetime-local` values, read as Seoul time. */
  started_at: z.string(),
  finished_at: z.string(),
  min_order_amount: numberField,
  max_claims: numberField,
});
export type CouponFormValues = z.infer<typeof couponFormShape>;

/** '2026-12-01T09:30' (a Seoul wall clock) → '2026-12-01T09:30:00+09:00'; '' stays ''. */
export function seoulDateTime(local: string): string {
  return local ? `${local.length === 16 ? `${local}:00` : local}+09:00` : '';
}

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** The form → the contract's request, checked with the contract's rules (messages included). */
export const couponFormSchema = couponFormShape
  .transform(
    (v): AdminCouponRequest => ({
      name: v.name,
      type: v.type,
      discount_price: v.type === 'PRICE' ? orNull(v.discount_price) : null,
      discount_ratio: v.type === 'RATIO' ? orNull(v.discount_ratio) : null,
      started_at: seoulDateTime(v.started_at),
      finished_at: seoulDateTime(v.finished_at),
      min_order_amount: Number.isNaN(v.min_order_amount) ? 0 : v.min_order_amount,
      max_claims: orNull(v.max_claims),
    }),
  )
  .pipe(adminCouponRequestSchema);

export const emptyCoupon: CouponFormValues = {
  name: '',
  type: 'PRICE',
  discount_price: Number.NaN,
  discount_ratio: Number.NaN,
  started_at: '',
  finished_at: '',
  min_order_amount: Number.NaN,
  max_claims: Number.NaN,
};
