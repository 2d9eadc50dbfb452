import { z } from 'zod';
import { type Order, orderSchema } from './orders';
import { depositCallbackSchema } from './virtual-accounts';

export const paymentMessages = {
  buyerRequired: '로그인하거나 주문한 브라우저에서 다시 시도해주세요.',
  amountMismatch: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.',
  notPending: '결제할 수 없는 주문입니다.',
  notRegistered: '결제 요청 정보가 없습니다. 주문서에서 다시 결제해주세요.',
  alreadyPaid: '이미 결제된 주문입니다.',
  processing: '결제를 처리하고 있습니다. 잠시 후 주문 내역을 확인해주세요.',
  outOfStock: '결제 직전에 재고가 소진되어 주문을 완료하지 못했습니다. 결제는 청구되지 않습니다.',
  couponUnavailable: '선택한 쿠폰을 더 이상 사용할 수 없습니다. 결제는 청구되지 않습니다.',
  pointsUnavailable: '적립금이 부족해 주문을 완료하지 못했습니다. 결제는 청구되지 않습니다.',
  notFree: '결제할 금액이 남은 주문입니다. 결제 수단을 선택해주세요.',
  providerFailed: (message: string) => `결제가 승인되지 않았습니다: ${message}`,
  providerUnavailable: '결제사 응답이 없어 결제를 확인하지 못했습니다. 잠시 후 다시 시도해주세요.',
  notThisOrder: '결제 정보가 주문과 일치하지 않습니다. 결제가 진행되지 않았습니다.',
  missingQuery: '결제 정보(paymentKey, orderId, amount)가 없습니다.',
} as const;

export const paymentProviderParamsSchema = z.object({ provider: z.enum(['toss']) });

export const paymentRequestSchema = z.object({
  payment_method: z.string().trim().min(1).max(30),
  payment_name: z.string().trim().min(1).max(100),
  merchant_id: z.string().min(1),
  amount: z.number().int().min(0),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** An order its coupon and points pay in full: placed without the payment window. */
export const paymentUnchargedRequestSchema = z.object({ merchant_id: z.string().min(1).max(40) });
export type PaymentUnchargedRequest = z.input<typeof paymentUnchargedRequestSchema>;

export const paymentRegisteredSchema = z.object({
  merchant_id: z.string(),
  amount: z.number().int(),
  payment_name: z.string(),
  status: z.string(),
});

/** The provider's redirect query; `amount` arrives as a string. */
export const paymentSuccessQuerySchema = z.object({
  paymentType: z.string().default('NORMAL'),
  orderId: z.string({ error: paymentMessages.missingQuery }).min(1, paymentMessages.missingQuery),
  paymentKey: z
    .string({ error: paymentMessages.missingQuery })
    .min(1, paymentMessages.missingQuery),
  amount: z.coerce.number({ error: paymentMessages.missingQuery }).int().min(0),
});
export type PaymentSuccessQuery = z.input<typeof paymentSuccessQuerySchema>;

/**
 * What the success address answers without its owner's token. The address can be replayed by
 * anyone who has it (a browser history, a screenshot, a support ticket): which order, in which
 * state, and nothing about the recipient.
 */
export const paymentReceiptSchema = orderSchema.pick({
  order_id: true,
  merchant_id: true,
  order_status: true,
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** GET /payment/success: the whole order (recipient, phone, address) for its owner only. */
export const paymentSuccessResponseSchema = z.union([orderSchema, paymentReceiptSchema]);
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;

/** The owner's answer (the whole order) rather than the receipt. */
export const isWholeOrder = (answer: PaymentSuccessResponse): answer is Order => 'items' in answer;

export const paymentEventSchema = z.object({
  eventType: z.string(),
  createdAt: z.string().optional(),
  data: z.looseObject({ paymentKey: z.string().optional(), orderId: z.string().optional() }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** What the provider posts: an event envelope, or a virtual account's deposit notice. */
export const paymentWebhookSchema = z.union([paymentEventSchema, depositCallbackSchema]);
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

/**
 * Where a payment stands for its shopper, read without asking the provider:
 * `confirming` while the card company's answer is awaited (the hold is kept, nothing is charged
 * twice), `placed` once the order is paid, `failed` when it was not (a charge taken back counts
 * in `refunded`).
 */
export const PAYMENT_OUTCOMES = ['confirming', 'placed', 'failed'] as const;
export const paymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const paymentStatusParamsSchema = z.object({ merchantId: z.string().min(1).max(40) });

/** GET /payment/status/{merchantId}: the member's own order only. */
export const paymentStatusSchema = z.object({
  merchant_id: z.string(),
  outcome: paymentOutcomeSchema,
  /** Won the provider took for this order, and of it won given back (the shop's ledger). */
  charged: z.number().int(),
  refunded: z.number().int(),
  /** Why it failed, as the payment recorded it. */
  failure_message: z.string().nullable(),
  /** The paid order, when `placed`. */
  order: orderSchema.nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
