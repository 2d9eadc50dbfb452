import { z } from 'zod';
import {
  adminActorSchema,
  adminPageQuerySchema,
  adminPageSchema,
  adminSearchSchema,
  seoulDateSchema,
} from './admin';
import { findCarrier } from './carriers';
import { idParamSchema, idSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';
import { canMoveOrder, orderActors } from './order-states';
import { type OrderStatus, orderStatuses } from './orders';
import { cashReceiptSchema, refundAccountSchema, virtualAccountSchema } from './virtual-accounts';

export const adminOrderMessages = {
  notFound: '주문을 찾을 수 없습니다.',
  holdReasonRequired: '보류 사유를 입력해주세요.',
  waitingWholeOnly: '입금 전 주문은 부분 환불 없이 주문 전체를 취소합니다.',
  depositArrived:
    '방금 입금이 확인되어 결제 완료된 주문입니다. 환불받을 계좌를 입력해 다시 환불해주세요.',
  badTransition: (from: string, to: string) => `${from} 주문은 ${to}(으)로 바꿀 수 없습니다.`,
  carrierRequired: '택배사를 선택해주세요.',
  carrierUnknown: '목록에 있는 택배사를 선택해주세요.',
  trackingRequired: '송장번호를 입력해주세요.',
  trackingFormat: '송장번호는 숫자와 - 만 10~20자로 입력해주세요.',
  notRefundable: '결제 완료·배송중·배송 완료 주문만 취소하거나 환불할 수 있습니다.',
  nothingToRefund: '환불할 금액이 남아 있지 않습니다.',
  lineNotFound: '이 주문의 상품이 아닙니다.',
  lineQuantity: (name: string, left: number) =>
    left > 0
      ? `${name} 상품은 ${left}개까지 환불할 수 있습니다.`
      : `${name} 상품은 이미 모두 환불되었습니다.`,
  reasonRequired: '취소·환불 사유를 입력해주세요.',
  requestIdRequired: '요청 번호(request_id)가 필요합니다.',
  requestIdReused: '이미 다른 주문에 쓰인 요청 번호입니다. 새로 시도해주세요.',
  noPayment: '결제 정보가 없는 주문입니다.',
  providerFailed: (message: string) => `결제사에서 환불을 거절했습니다: ${message}`,
  providerUnavailable: '결제사와 통신하지 못했습니다. 잠시 후 같은 요청으로 다시 시도해주세요.',
  refunded: (amount: string) => `${amount}을 환불했습니다.`,
  statusChanged: '주문 상태를 바꿨습니다.',
} as const;

/** The carriers the shipping form offers (codes, names, tracking pages): see carriers.ts. */
export { CARRIERS } from './carriers';

export const adminOrderListQuerySchema = adminPageQuerySchema.extend({
  /** Without it: every order but PAYMENT_PENDING ones. */
  status: orderStatuses.schema.optional(),
  /** Ordered on or after this Seoul day. */
  from: seoulDateSchema.optional(),
  /** Ordered on or before this Seoul day. */
  to: seoulDateSchema.optional(),
  /** Paid on or after this Seoul day (a bucket of the sales insight links here). */
  paid_from: seoulDateSchema.optional(),
  /** Paid on or before this Seoul day. */
  paid_to: seoulDateSchema.optional(),
  /**
   * Order number or id, member number or login id, nickname, recipient name, or a guest
   * orderer's name or mobile.
   */
  q: adminSearchSchema,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderMemberSchema = z.object({
  member_id: z.number().int(),
  user_id: z.string(),
  nickname: z.string(),
  name: z.string(),
});

/** Who placed a guest's order (비회원 주문). */
export const adminOrderGuestSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const adminOrderRowSchema = z.object({
  order_id: z.number().int(),
  merchant_id: z.string(),
  order_status: orderStatuses.schema,
  order_name: z.string(),
  /** The member who ordered; null for a guest's order. */
  member: adminOrderMemberSchema.nullable(),
  /** The orderer of a guest's order; null for a member's. */
  guest: adminOrderGuestSchema.nullable(),
  recipient_name: z.string(),
  total_price: z.number().int(),
  refunded_amount: z.number().int(),
  /** 카드, 가상계좌, …: what the shopper chose, as the provider named it once confirmed. */
  payment_method: z.string(),
  ordering_date: z.string(),
  paid_at: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderListSchema = adminPageSchema.extend({
  orders: z.array(adminOrderRowSchema),
  /** Orders per status under the same filters but the status, for the list's tabs. */
  status_counts: z.record(z.string(), z.number().int()),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderLineSchema = z.object({
  line_id: z.number().int(),
  item_id: z.number().int(),
  option_id: z.number().int(),
  item_name: z.string(),
  option: z.string(),
  img: z.string().nullable(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
  total_price: z.number().int(),
});
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

export const orderEventTypes = labelledEnum({
  STATUS: '상태 변경',
  TRACKING: '송장 정보',
  REFUND: '취소·환불',
  PAYMENT: '결제',
  CLAIM: '교환·반품',
  HOLD: '자동 처리 보류',
});

/** One change of the order: who (and of which kind), when, what, from → to, how much. */
export const orderEventSchema = z.object({
  event_id: z.number().int(),
  type: orderEventTypes.schema,
  actor: adminActorSchema,
  actor_type: orderActors.schema,
  from_status: orderStatuses.schema.nullable(),
  to_status: orderStatuses.schema.nullable(),
  /** Won refunded by this event; 0 for others. */
  amount: z.number().int(),
  reason: z.string().nullable(),
  /** Refunded lines, carrier and tracking number, … */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminPaymentSchema = z.object({
  provider: z.string(),
  method: z.string(),
  status: z.string(),
  amount: z.number().int(),
  canceled_amount: z.number().int(),
  payment_key: z.string().nullable(),
  approved_at: z.string().nullable(),
  virtual_account: virtualAccountSchema.nullable(),
  cash_receipt: cashReceiptSchema.nullable(),
  /** Where a refund of a deposited virtual account was sent, as the provider recorded it. */
  refund_account: z
    .object({ bank_name: z.string(), account_number: z.string(), holder_name: z.string() })
    .nullable(),
});

/** What the back office may do with the order now (buttons to show). */
export const adminOrderActionsSchema = z.object({
  can_ship: z.boolean(),
  can_deliver: z.boolean(),
  can_edit_tracking: z.boolean(),
  can_refund: z.boolean(),
});
export type AdminOrderActions = z.infer<typeof adminOrderActionsSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  lines: z.array(adminOrderLineSchema),
  recipient: z.object({
    name: z.string(),
    phone: z.string(),
    post_code: z.string(),
    address: z.string(),
    detail_address: z.string(),
    requirements: z.string(),
  }),
  amounts: z.object({
    items_total: z.number().int(),
    discount: z.number().int(),
    shipping_fee: z.number().int(),
    /** 도서산간 추가 배송비 of the delivery postcode. */
    island_fee: z.number().int(),
    /** What the member paid. */
    total_price: z.number().int(),
    refunded: z.number().int(),
    /** total_price − refunded. */
    remaining: z.number().int(),
    /** 적립금 spent on the order, and given back so far. */
    points_used: z.number().int().optional(),
    points_returned: z.number().int().optional(),
  }),
  coupon: z.object({ coupon_id: z.number().int(), name: z.string() }).nullable(),
  payment: adminPaymentSchema.nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** 구매확정, by the buyer or by the job after delivery. */
  confirmed_at: z.string().nullable().optional(),
  /**
   * Why the operator holds the order out of the automatic steps (배송 완료 after shipping,
   * 구매확정 after delivery); null when it follows them.
   */
  auto_hold_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  actions: adminOrderActionsSchema,
  /** Oldest first. */
  history: z.array(orderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderIdParamsSchema = z.object({ order_id: idParamSchema });

/** Holds the order out of the automatic steps with a reason, or lets it follow them again. */
export const adminOrderHoldRequestSchema = z.discriminatedUnion('hold', [
  z.object({
    hold: z.literal(true),
    reason: z
      .string({ error: adminOrderMessages.holdReasonRequired })
      .trim()
      .min(1, adminOrderMessages.holdReasonRequired)
      .max(200),
  }),
  z.object({ hold: z.literal(false) }),
]);
export type AdminOrderHoldRequest = z.input<typeof adminOrderHoldRequestSchema>;

export const trackingNumberSchema = z
  .string({ error: adminOrderMessages.trackingRequired })
  .trim()
  .min(1, adminOrderMessages.trackingRequired)
  .regex(/^[0-9-]{10,20}$/, adminOrderMessages.trackingFormat);
/** One of the shop's carriers, by name (as orders store it) or code; stored as the name. */
export const carrierSchema = z
  .string({ error: adminOrderMessages.carrierRequired })
  .trim()
  .min(1, adminOrderMessages.carrierRequired)
  .refine((v) => findCarrier(v) !== undefined, adminOrderMessages.carrierUnknown)
  .transform((v) => findCarrier(v)?.name ?? v);

/**
 * Moves the order along: ORDER_PLACED → SHIPPED (with carrier and tracking number) → DELIVERED.
 * Asking for the state the order is already in changes nothing (a SHIPPED order with another
 * tracking number gets the new one).
 */
export const adminOrderStatusRequestSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('SHIPPED'),
    carrier: carrierSchema,
    tracking_number: trackingNumberSchema,
  }),
  z.object({ status: z.literal('DELIVERED') }),
]);
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequestSchema>;

/**
 * Cancels or refunds through the payment provider. Without `lines`: everything not yet refunded
 * (the order becomes ORDER_CANCELLED before shipping, RETURNED after). With `lines`: those
 * quantities only. `request_id` (a fresh UUID per operator click) makes retries harmless: the same
 * id again answers the order as it is, refunding nothing twice.
 */
export const adminRefundRequestSchema = z.object({
  request_id: z
    .string({ error: adminOrderMessages.requestIdRequired })
    .trim()
    .min(8, adminOrderMessages.requestIdRequired)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, adminOrderMessages.requestIdRequired),
  reason: z
    .string({ error: adminOrderMessages.reasonRequired })
    .trim()
    .min(1, adminOrderMessages.reasonRequired)
    .max(200),
  lines: z
    .array(
      z.object({
        line_id: idSchema,
        quantity: z.number().int().min(1),
      }),
    )
    .min(1)
    .optional(),
  /** Needed when the money came in by a virtual-account deposit. */
  refund_account: refundAccountSchema.optional(),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['ORDER_PLACED', 'SHIPPED', 'DELIVERED'];

export function adminOrderActions(status: OrderStatus, remaining: number): AdminOrderActions {
  return {
    can_ship: canMoveOrder(status, 'SHIPPED', 'admin'),
    can_deliver: canMoveOrder(status, 'DELIVERED', 'admin'),
    can_edit_tracking: status === 'SHIPPED',
    // An order still waiting for its deposit is cancelled whole: its account is closed.
    can_refund:
      (REFUNDABLE_STATUSES.includes(status) && remaining > 0) || status === 'AWAITING_DEPOSIT',
  };
}
