import { z } from 'zod';
import { claimSchema } from './claims';
import { idParamSchema, idSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';
import { orderMessages } from './order-messages';
import { pointMessages } from './point-rules';
import { recipientPhoneSchema, requiredString } from './users';
import { cashReceiptSchema, virtualAccountSchema } from './virtual-accounts';

export { orderMessages } from './order-messages';

/** The states of an order; PAYMENT_PENDING ones are not shown among the member's orders. */
export const orderStatuses = labelledEnum({
  PAYMENT_PENDING: '결제 대기',
  AWAITING_DEPOSIT: '입금 대기',
  ORDER_PLACED: '주문 완료',
  SHIPPED: '배송중',
  DELIVERED: '배송 완료',
  PURCHASE_CONFIRMED: '구매확정',
  ORDER_CANCELLED: '주문 취소',
  RETURNED: '환불 완료',
});
export type OrderStatus = z.infer<typeof orderStatuses.schema>;

const quantity = z.number().int().min(1);

export const orderStartRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('cart'),
    cart_id: z.array(idSchema).min(1, orderMessages.emptyOrder),
  }),
  z.object({
    type: z.literal('item'),
    options: z
      .array(z.object({ item_id: idSchema, option: z.string().min(1), quantity }))
      .min(1, orderMessages.emptyOrder),
  }),
]);
export type OrderStartRequest = z.input<typeof orderStartRequestSchema>;

/** One line of an order being placed, priced by the server. */
export const orderingItemSchema = z.object({
  item_id: z.number().int(),
  options: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total_price: z.number().int(),
  item: z.object({ item_name: z.string(), image_urls: z.array(z.string()) }),
});
export type OrderingItem = z.infer<typeof orderingItemSchema>;

/** The initial order response: lines, the member's default address, totals and the order number. */
export const orderStartResponseSchema = z.object({
  ordering_item: z.array(orderingItemSchema),
  recipientName: z.string(),
  phone_num: z.string(),
  post_code: z.string(),
  address: z.string(),
  detail_address: z.string(),
  requirements: z.string(),
  items_total: z.number().int(),
  shipping_fee: z.number().int(),
  total_price: z.number().int(),
  merchant_id: z.string(),
});
export type OrderStartResponse = z.infer<typeof orderStartResponseSchema>;

export const orderDoneRequestSchema = z.object({
  merchant_id: z.string().min(1),
  /** The lines as the page shows them; they must be the lines the order started with. */
  item_info: z
    .array(z.object({ item_id: idSchema, options: z.string(), quantity: z.number().int() }))
    .optional(),
  recipient_name: requiredString(orderMessages.recipientRequired).trim().max(30),
  post_code: z.string().regex(/^\d{5}$/, orderMessages.postCodeFormat),
  address: requiredString(orderMessages.addressRequired).trim().max(200),
  detail_address: z.string().trim().max(200).default(''),
  phone_num: recipientPhoneSchema,
  requirements: z.string().trim().max(200).default(''),
  payment_method: z.string().trim().min(1).max(30).default('카드'),
  /** The total the page showed; the order is refused when the server's differs. */
  total_price: z.number().int().min(0),
  apply_coupon_id: idSchema.nullable().default(null),
  /** 적립금 to spend (a member's; at least a usable balance of POINT_RULES.minSpend). */
  use_points: z
    .number({ error: pointMessages.usePointsInvalid })
    .int(pointMessages.usePointsInvalid)
    .min(0, pointMessages.usePointsInvalid)
    .max(100_000_000, pointMessages.usePointsInvalid)
    .default(0),
});
export type OrderDoneRequest = z.input<typeof orderDoneRequestSchema>;

export const orderLineSchema = z.object({
  /** The line itself, for 교환·반품 of some of its units. */
  line_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  img: z.string().nullable(),
  option: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total_price: z.number().int(),
  /** Units of the line given back (cancelled or refunded), when any were. */
  refunded_quantity: z.number().int().optional(),
});

export const orderSchema = z.object({
  order_id: z.number().int(),
  /** The order number shown to people; also the payment provider's orderId. */
  merchant_id: z.string(),
  order_status: orderStatuses.schema,
  ordering_date: z.string(),
  order_name: z.string(),
  items: z.array(orderLineSchema),
  items_total: z.number().int(),
  discount: z.number().int(),
  shipping_fee: z.number().int(),
  /** 도서산간 추가 배송비, part of the total; 0 outside the surcharge zones. */
  island_fee: z.number().int(),
  /** 적립금 spent on the order; `total_price` is what was charged besides. */
  points_used: z.number().int().optional(),
  total_price: z.number().int(),
  recipient_name: z.string(),
  phone_num: z.string(),
  post_code: z.string(),
  address: z.string(),
  detail_address: z.string(),
  requirements: z.string(),
  payment_method: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Set once the order has shipped (SHIPPED, DELIVERED), for "배송중" with the tracking number. */
  carrier: z.string().nullable().optional(),
  tracking_number: z.string().nullable().optional(),
  shipped_at: z.string().nullable().optional(),
  delivered_at: z.string().nullable().optional(),
  /** 구매확정: by the shopper, or by itself some days after delivery (`auto_confirm_at`). */
  confirmed_at: z.string().nullable().optional(),
  auto_confirm_at: z.string().nullable().optional(),
  /** The shopper may confirm the purchase now (delivered, not yet confirmed). */
  confirm_available: z.boolean().optional(),
  /** 적립금 the confirmation gives a member's order (earned, or to be earned). */
  confirm_points: z.number().int().optional(),
  /** What has been paid back so far: all of it after a cancel, part after a partial refund. */
  refunded_amount: z.number().int().optional(),
  /** 교환·반품 can be asked for until then (delivered, not confirmed); null when it cannot. */
  claim_deadline: z.string().nullable().optional(),
  /** The order's exchanges and returns, newest first. */
  claims: z.array(claimSchema).optional(),
  /** 가상계좌: where and by when to deposit (kept after the deposit, for the record). */
  virtual_account: virtualAccountSchema.nullable().optional(),
  /** 현금영수증 issued for a transfer or virtual-account payment. */
  cash_receipt: cashReceiptSchema.nullable().optional(),
  /** A cash receipt can be asked for now (paid by transfer or virtual account, none issued). */
  cash_receipt_available: z.boolean().optional(),
  /** A cancel must name the refund account (the money came in by a virtual-account deposit). */
  refund_account_required: z.boolean().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({
  order_list: z.array(orderSchema),
  /** Orders per status (paid ones), for the order-status tabs. */
  status_counts: z.record(z.string(), z.number().int()),
});
export const orderListQuerySchema = z.object({ status: orderStatuses.schema.optional() });
export const orderIdParamsSchema = z.object({ order_id: idParamSchema });

/** "린넨 셔츠 외 2건": the first item's name and how many more lines follow. */
export function orderName(itemNames: string[]): string {
  const [first = '', ...rest] = itemNames;
  const name = rest.length > 0 ? `${first} 외 ${rest.length}건` : first;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}
