import { z } from 'zod';
import {
  type ClaimKind,
  type ClaimReason,
  type ClaimStatus,
  claimKindLabels,
  claimMessages,
  claimReasonLabels,
  claimStatusLabels,
} from './claim-rules';
import { idParamSchema, idSchema } from './input-rules';
import { orderMessages } from './order-messages';
import { recipientPhoneSchema, requiredString } from './users';

const keysOf = <T extends string>(labels: Record<T, string>) => Object.keys(labels) as [T, ...T[]];
export const claimKindSchema = z.enum(keysOf<ClaimKind>(claimKindLabels));
export const claimReasonSchema = z.enum(keysOf<ClaimReason>(claimReasonLabels));
export const claimStatusSchema = z.enum(keysOf<ClaimStatus>(claimStatusLabels));

/** Where the courier collects the parcel (the order's address unless the shopper changes it). */
export const pickupSchema = z.object({
  recipient_name: requiredString(orderMessages.recipientRequired).trim().max(30),
  phone_num: recipientPhoneSchema,
  post_code: z.string().regex(/^\d{5}$/, orderMessages.postCodeFormat),
  address: requiredString(orderMessages.addressRequired).trim().max(200),
  detail_address: z.string().trim().max(200).default(''),
});

export const claimFields = {
  kind: claimKindSchema,
  reason: claimReasonSchema,
  detail: z.string().trim().max(500, claimMessages.detailTooLong).default(''),
  lines: z
    .array(
      z.object({
        line_id: idSchema,
        quantity: z.number().int().min(1).max(999),
        /** The option wanted instead (an exchange): another option of the same product. */
        exchange_option_id: idSchema.optional(),
      }),
      { error: claimMessages.linesRequired },
    )
    .min(1, claimMessages.linesRequired)
    .max(50),
  pickup: pickupSchema,
};

type ClaimFields = { kind: ClaimKind; lines: { exchange_option_id?: number | undefined }[] };
/** An exchange names the wanted option on every line; a return on none. */
export function checkOptions(claim: ClaimFields, ctx: z.RefinementCtx) {
  claim.lines.forEach((line, i) => {
    if (claim.kind === 'EXCHANGE' && line.exchange_option_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: claimMessages.exchangeOptionRequired,
        path: ['lines', i, 'exchange_option_id'],
      });
    }
    if (claim.kind === 'RETURN' && line.exchange_option_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: claimMessages.returnHasOption,
        path: ['lines', i, 'exchange_option_id'],
      });
    }
  });
}

/** 교환·반품 신청 of a member's order. */
export const claimRequestSchema = z.object(claimFields).superRefine(checkOptions);
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimParamsSchema = z.object({ order_id: idParamSchema, claim_id: idParamSchema });
export const adminClaimParamsSchema = z.object({ claim_id: idParamSchema });

export const claimLineSchema = z.object({
  line_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  option: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  exchange_option_id: z.number().int().nullable(),
  exchange_option: z.string().nullable(),
  /** Decided at inspection: back to sale, or kept out as defective. */
  restock: z.boolean().nullable(),
});

export const claimEventSchema = z.object({
  status: claimStatusSchema,
  actor: z.enum(['shopper', 'admin', 'system']),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const claimSchema = z.object({
  claim_id: z.number().int(),
  order_id: z.number().int(),
  kind: claimKindSchema,
  reason: claimReasonSchema,
  detail: z.string(),
  status: claimStatusSchema,
  lines: z.array(claimLineSchema),
  /** Shipping the shopper bears (claim-rules `claimFee`), taken from a return's refund. */
  fee: z.number().int(),
  /** A completed return: what went back through the payment provider. */
  refund_amount: z.number().int().nullable(),
  reject_reason: z.string().nullable(),
  pickup: z.object({
    recipient_name: z.string(),
    phone_num: z.string(),
    post_code: z.string(),
    address: z.string(),
    detail_address: z.string(),
  }),
  /** A completed exchange: how the new item travels. */
  exchange_carrier: z.string().nullable(),
  exchange_tracking_number: z.string().nullable(),
  /** Photos the shopper added (signed addresses, valid for an hour). */
  photo_urls: z.array(z.string()),
  events: z.array(claimEventSchema),
  created_at: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;
