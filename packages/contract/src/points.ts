import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { pointKindLabels, pointMessages } from './point-rules';

export const pointKinds = labelledEnum(pointKindLabels);

/** One line of the ledger: signed won, usable from `usable_at` (an earn's is 20 days on). */
export const pointEntrySchema = z.object({
  id: z.number().int(),
  kind: pointKinds.schema,
  amount: z.number().int(),
  reason: z.string().nullable(),
  order_id: z.number().int().nullable(),
  merchant_id: z.string().nullable(),
  usable_at: z.string(),
  created_at: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/**
 * A member's points: the balance (the sum of the ledger), the part usable now, what becomes usable
 * when, when the whole balance expires unless more is earned, and a page of the history (newest
 * first).
 */
export const pointSummarySchema = z.object({
  balance: z.number().int(),
  usable: z.number().int(),
  /** Whether the usable balance reaches the minimum an order may spend. */
  spendable: z.boolean(),
  min_spend: z.number().int(),
  pending: z.array(z.object({ amount: z.number().int(), usable_at: z.string() })),
  expires_at: z.string().nullable(),
  entries: z.array(pointEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PointSummary = z.infer<typeof pointSummarySchema>;

export const POINT_HISTORY_LIMIT = 20;

export const pointHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: pointMessages.pageInvalid })
    .int(pointMessages.pageInvalid)
    .min(1, pointMessages.pageInvalid)
    .max(10_000, pointMessages.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: pointMessages.pageInvalid })
    .int(pointMessages.pageInvalid)
    .min(1, pointMessages.pageInvalid)
    .max(100, pointMessages.pageInvalid)
    .default(POINT_HISTORY_LIMIT),
});
export type PointHistoryQuery = z.input<typeof pointHistoryQuerySchema>;

/** An operator's grant (a positive amount) or deduction (a negative one), with the reason kept. */
export const pointAdjustRequestSchema = z.object({
  amount: z
    .number({ error: pointMessages.amountRequired })
    .int(pointMessages.amountRequired)
    .refine((n) => n !== 0, pointMessages.amountRequired)
    .refine((n) => Math.abs(n) <= 10_000_000, pointMessages.amountTooLarge),
  reason: z
    .string({ error: pointMessages.reasonRequired })
    .trim()
    .min(2, pointMessages.reasonRequired)
    .max(200, pointMessages.reasonTooLong),
});
export type PointAdjustRequest = z.input<typeof pointAdjustRequestSchema>;
