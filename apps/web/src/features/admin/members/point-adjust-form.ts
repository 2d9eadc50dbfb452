import { type PointAdjustRequest, pointAdjustRequestSchema } from '@shop/contract/points';
import { z } from 'zod';
import { adminText } from '../messages';

export const adjustDirections = ['GRANT', 'DEDUCT'] as const;
export type AdjustDirection = (typeof adjustDirections)[number];

const t = adminText.memberPoints;

/**
 * The form asks 지급 or 차감 and a positive amount (NaN while empty); the request carries the
 * amount signed. Each field is checked with the contract's own rules here as well (its amount's
 * hold whatever the sign), so that every field's message shows at once.
 */
const pointAdjustFormShape = z.object({
  direction: z.enum(adjustDirections),
  amount: z
    .number({ error: t.amountPositive })
    .int(t.amountPositive)
    .min(1, t.amountPositive)
    .pipe(pointAdjustRequestSchema.shape.amount),
  reason: pointAdjustRequestSchema.shape.reason,
});
export type PointAdjustFormValues = z.input<typeof pointAdjustFormShape>;

/** The form → the contract's request, checked with the contract's rules (messages included). */
export const pointAdjustFormSchema = pointAdjustFormShape
  .transform(
    (v): PointAdjustRequest => ({
      amount: v.direction === 'DEDUCT' ? -v.amount : v.amount,
      reason: v.reason,
    }),
  )
  .pipe(pointAdjustRequestSchema);

export const emptyPointAdjust: PointAdjustFormValues = {
  direction: 'GRANT',
  amount: Number.NaN,
  reason: '',
};
