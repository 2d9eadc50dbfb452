import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema, seoulDateSchema } from './admin';
import { labelledEnum } from './labelled-enum';

/** What a reconciliation run decided for one payment it looked up at the provider. */
export const reconcileDecisions = labelledEnum({
  placed: '주문 완료',
  released: '보류 해제',
  refunded: '환불',
  unchanged: '변화 없음',
  failed: '실패',
});
export type ReconcileDecision = z.infer<typeof reconcileDecisions.schema>;

export const reconciliationEntrySchema = z.object({
  reconciliation_id: z.number().int(),
  /** When the run that looked it up started (ISO 8601). */
  run_at: z.string(),
  order_id: z.number().int().nullable(),
  merchant_id: z.string(),
  payment_key: z.string(),
  /** The provider's status as it answered, null when it did not answer. */
  provider_status: z.string().nullable(),
  decision: reconcileDecisions.schema,
  reason: z.string(),
});
export type ReconciliationEntry = z.infer<typeof reconciliationEntrySchema>;

/** GET /admin/payments/reconciliations?decision&date&page&size, newest first. */
export const reconciliationListQuerySchema = adminPageQuerySchema.extend({
  decision: reconcileDecisions.schema.optional(),
  /** The Seoul day the runs took place on. */
  date: seoulDateSchema.optional(),
});
export type ReconciliationListQuery = z.input<typeof reconciliationListQuerySchema>;
export const reconciliationListSchema = adminPageSchema.extend({
  entries: z.array(reconciliationEntrySchema),
});
export type ReconciliationList = z.infer<typeof reconciliationListSchema>;

/** How the provider's record of a payment differs from the shop's ledger. */
export const paymentDifferenceKinds = labelledEnum({
  charge_unrecorded: '결제사 승인이 장부에 없음',
  charge_missing: '장부의 승인이 결제사에 없음',
  amount_differs: '승인 금액 다름',
  refund_unrecorded: '결제사 취소가 장부에 없음',
  refund_missing: '장부의 환불이 결제사에 없음',
  paid_without_order: '결제사 승인, 결제된 주문 없음',
  canceled_at_provider: '결제된 주문이 결제사에서 취소됨',
  lookup_failed: '결제사 조회 실패',
});
export type PaymentDifferenceKind = z.infer<typeof paymentDifferenceKinds.schema>;

export const paymentDifferenceSchema = z.object({
  difference_id: z.number().int(),
  merchant_id: z.string(),
  payment_key: z.string(),
  kind: paymentDifferenceKinds.schema,
  provider_status: z.string().nullable(),
  /** Won charged and refunded, by the provider and by the shop's ledger. */
  provider_charged: z.number().int(),
  provider_refunded: z.number().int(),
  ledger_charged: z.number().int(),
  ledger_refunded: z.number().int(),
});
export type PaymentDifference = z.infer<typeof paymentDifferenceSchema>;

/** One Seoul day compared with the provider: its summary and its differences. */
export const paymentComparisonSchema = z.object({
  date: z.string(),
  compared_at: z.string(),
  matched: z.number().int(),
  mismatched: z.number().int(),
  differences: z.array(paymentDifferenceSchema),
});
export type PaymentComparison = z.infer<typeof paymentComparisonSchema>;

/** GET /admin/payments/comparison?date: that day's comparison, or the latest; null before any. */
export const paymentComparisonQuerySchema = z.object({ date: seoulDateSchema.optional() });
export type PaymentComparisonQuery = z.input<typeof paymentComparisonQuerySchema>;
export const paymentComparisonAnswerSchema = z.object({
  comparison: paymentComparisonSchema.nullable(),
});
export type PaymentComparisonAnswer = z.infer<typeof paymentComparisonAnswerSchema>;
