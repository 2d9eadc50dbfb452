import { z } from 'zod';
import { carrierSchema, trackingNumberSchema } from './admin-orders';
import { claimMessages } from './claim-rules';
import { claimKindSchema, claimSchema, claimStatusSchema } from './claims';
import { idSchema } from './input-rules';
import { requiredString } from './users';

export const adminClaimListQuerySchema = z.object({
  status: claimStatusSchema.optional(),
  kind: claimKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminClaimListQuery = z.input<typeof adminClaimListQuerySchema>;

export const adminClaimSchema = claimSchema.extend({
  merchant_id: z.string(),
  order_status: z.string(),
  /** Who asked: the member's nickname and id, or the guest orderer's name. */
  requester: z.string(),
  /** A return's refund as the rules give it (the lines' share of what was paid, less the fee). */
  refund_estimate: z.number().int().nullable(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const adminClaimListSchema = z.object({
  claims: z.array(adminClaimSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminClaimList = z.infer<typeof adminClaimListSchema>;

export const adminClaimRejectSchema = z.object({
  reason: requiredString(claimMessages.rejectReasonRequired)
    .trim()
    .min(1, claimMessages.rejectReasonRequired)
    .max(200),
});

export const adminClaimInspectSchema = z.object({
  lines: z
    .array(z.object({ line_id: idSchema, restock: z.boolean() }), {
      error: claimMessages.inspectLinesRequired,
    })
    .min(1, claimMessages.inspectLinesRequired),
});
export type AdminClaimInspect = z.input<typeof adminClaimInspectSchema>;

/**
 * Completes a claim. A return: `request_id` (a fresh UUID per click, as for refunds) and, when the
 * operator changes it, `refund_amount` with `amount_reason` (audited). An exchange: how the new
 * item ships.
 */
export const adminClaimCompleteSchema = z.union([
  z.object({
    request_id: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    refund_amount: z.number().int().min(0).optional(),
    amount_reason: z.string().trim().max(200).optional(),
  }),
  z.object({ carrier: carrierSchema, tracking_number: trackingNumberSchema }),
]);
export type AdminClaimComplete = z.input<typeof adminClaimCompleteSchema>;
