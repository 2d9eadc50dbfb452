import type { OrderActor } from '@shop/contract/order-states';
import { orderStatuses } from '@shop/contract/orders';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { itemOptions, items } from './catalog';
import { createdAt, identityId, ownerId, requiredId, updatedAt } from './columns';
import { coupons } from './content';
import { members } from './members';

/**
 * The cart of a browser that has not signed in, known by an opaque cookie whose SHA-256 is kept.
 * Signing in merges it into the member's cart; unused ones are pruned.
 */
export const guestCarts = pgTable('guest_carts', {
  id: identityId(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One option of an item in a cart, a member's or a guest's (exactly one of the two); adding the
 * same option again adds to its quantity.
 */
export const carts = pgTable(
  'carts',
  {
    id: identityId(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestCartId: integer('guest_cart_id').references(() => guestCarts.id, {
      onDelete: 'cascade',
    }),
    itemId: ownerId('item_id', () => items.id),
    optionId: ownerId('option_id', () => itemOptions.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('carts_member_option_key').on(t.memberId, t.optionId),
    unique('carts_guest_option_key').on(t.guestCartId, t.optionId),
    check('carts_owner_check', sql`num_nonnulls(${t.memberId}, ${t.guestCartId}) = 1`),
    check('carts_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** A coupon a member claimed; used once, by its owner, for one order. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: identityId(),
    memberId: ownerId('member_id', () => members.id),
    couponId: ownerId('coupon_id', () => coupons.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id'),
  },
  (t) => [unique('member_coupons_member_coupon_key').on(t.memberId, t.couponId)],
);

/**
 * What /orders/start priced, kept until /orders/done turns it into an order: a member's, or a
 * guest's (known by the guest cart's cookie).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    merchantId: text('merchant_id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestCartId: integer('guest_cart_id').references(() => guestCarts.id, {
      onDelete: 'cascade',
    }),
    cartIds: integer('cart_ids').array().notNull().default(sql`'{}'::integer[]`),
    lines: json('lines').$type<{ optionId: number; quantity: number }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('checkouts_owner_check', sql`num_nonnulls(${t.memberId}, ${t.guestCartId}) = 1`)],
);

export const orderStatus = pgEnum('order_status', orderStatuses.values);

export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    /** The order number, and the payment provider's orderId. */
    merchantId: text('merchant_id').notNull().unique(),
    /** The member who ordered; null for a guest's order (see guest_orders). */
    memberId: integer('member_id').references(() => members.id),
    /** A guest's order: the browser's cart it was paid from (gone when that cart is pruned). */
    guestCartId: integer('guest_cart_id').references(() => guestCarts.id, {
      onDelete: 'set null',
    }),
    status: orderStatus('status').notNull().default('PAYMENT_PENDING'),
    orderName: text('order_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    postCode: text('post_code').notNull(),
    address: text('address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    itemsTotal: integer('items_total').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** 도서산간 추가 배송비 of the delivery postcode when the order was placed; in the total. */
    islandFee: integer('island_fee').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    /** 적립금 spent on the order; the points ledger holds the spend and what came back. */
    pointsUsed: integer('points_used').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** Cart lines the order came from, emptied once it is paid. */
    cartIds: integer('cart_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** True while the order has its stock (and coupon) taken: from just before the payment is
     *  confirmed until the order is cancelled or the payment fails. */
    holdsStock: boolean('holds_stock').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The operator holds the order out of the automatic 배송 완료 and 구매확정, for this reason. */
    autoHoldReason: text('auto_hold_reason'),
    /** 구매확정: by the buyer, or by the job some days after delivery. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Won given back through the payment provider so far; paid = refunded + remaining. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The sales insight's and the order list's date ranges.
    index('orders_paid_idx').on(t.paidAt),
    index('orders_created_idx').on(t.createdAt),
    check(
      'orders_amounts_check',
      sql`${t.totalPrice} >= 0 and ${t.discount} >= 0 and ${t.pointsUsed} >= 0`,
    ),
    check(
      'orders_refunded_check',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.totalPrice}`,
    ),
  ],
);

/**
 * Who placed a guest's order: the orderer's contact, the order password's hash (the lookup's
 * key) and when they agreed to the non-member privacy terms, with the terms' version.
 */
export const guestOrders = pgTable('guest_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  ordererName: text('orderer_name').notNull(),
  ordererPhone: text('orderer_phone').notNull(),
  ordererEmail: text('orderer_email').notNull(),
  passwordHash: text('password_hash').notNull(),
  consentVersion: text('consent_version').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
});

export const orderLines = pgTable(
  'order_lines',
  {
    id: identityId(),
    orderId: ownerId('order_id', () => orders.id),
    itemId: requiredId('item_id', () => items.id),
    optionId: requiredId('option_id', () => itemOptions.id),
    itemName: text('item_name').notNull(),
    optionLabel: text('option_label').notNull(),
    imageUrl: text('image_url'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check(
      'order_lines_refunded_check',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * One change an admin made to an order: status, tracking number or refund. A refund keeps the
 * request id it was asked with, so the same request again finds it and does nothing twice.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: identityId(),
    orderId: ownerId('order_id', () => orders.id),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    /** member, admin, system or provider (contract's orderActors.values). */
    actorType: text('actor_type').$type<OrderActor>().notNull().default('admin'),
    type: text('type').notNull(),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status'),
    amount: integer('amount').notNull().default(0),
    reason: text('reason'),
    detail: json('detail').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // The sales insight's cancellations per day: only the moves into ORDER_CANCELLED.
    index('order_events_cancelled_idx')
      .on(t.createdAt)
      .where(sql`to_status = 'ORDER_CANCELLED' and from_status <> 'ORDER_CANCELLED'`),
  ],
);

export const paymentStatus = pgEnum('payment_status', [
  'READY',
  'CONFIRMING',
  'DONE',
  'FAILED',
  'CANCELED',
  'PARTIAL_CANCELED',
  /** A virtual account issued at confirm, waiting for the shopper's deposit. */
  'WAITING_FOR_DEPOSIT',
  /** A virtual account whose due date passed without a deposit. */
  'EXPIRED',
]);

/** The account a virtual-account payment is paid into, as issued by the provider. */
export interface IssuedAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/** A cash receipt issued for the payment. */
export interface IssuedCashReceipt {
  type: string;
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
}

/** Where a deposited virtual account's refund was sent; the number kept masked. */
export interface RefundedToAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/** The payment registered for an order, and what the provider said of it. */
export const payments = pgTable('payments', {
  id: identityId(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('toss'),
  method: text('method').notNull(),
  paymentName: text('payment_name').notNull(),
  amount: integer('amount').notNull(),
  status: paymentStatus('status').notNull().default('READY'),
  paymentKey: text('payment_key').unique(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  canceledAmount: integer('canceled_amount').notNull().default(0),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  virtualAccount: json('virtual_account').$type<IssuedAccount>(),
  /** No deposit is taken after it; the expiry job closes the account then. */
  depositDueAt: timestamp('deposit_due_at', { withTimezone: true }),
  /** SHA-256 of the provider's `secret`, which a genuine deposit notice carries. */
  depositSecretHash: text('deposit_secret_hash'),
  cashReceipt: json('cash_receipt').$type<IssuedCashReceipt>(),
  refundAccount: json('refund_account').$type<RefundedToAccount>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every call made to the payment provider and what it answered (a status, or an error code),
 * by order number so that the record outlives a replaced unpaid order.
 */
export const paymentCalls = pgTable(
  'payment_calls',
  {
    id: identityId(),
    orderNumber: text('order_number').notNull(),
    paymentKey: text('payment_key').notNull(),
    kind: text('kind').$type<'confirm' | 'cancel' | 'lookup' | 'compare'>().notNull(),
    /** Won asked for (confirm, cancel); 0 for a lookup or a cancel of the whole balance. */
    amount: integer('amount').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    providerStatus: text('provider_status'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_calls_order_idx').on(t.orderNumber, t.id)],
);

/**
 * The money the provider moved, one row per provider transaction (the charge under its payment
 * key, each cancel under its transaction key), recorded whenever an answer shows it: a lost
 * answer is filled in by the next look-up. Charges minus refunds is the money the shop holds.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: identityId(),
    orderNumber: text('order_number').notNull(),
    paymentKey: text('payment_key').notNull(),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    amount: integer('amount').notNull(),
    transactionKey: text('transaction_key').notNull().unique(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_ledger_order_idx').on(t.orderNumber),
    // The sales insight's refunds per day: only the refunds, a small share of the rows.
    index('payment_ledger_refunds_idx').on(t.occurredAt).where(sql`kind = 'refund'`),
    check('payment_ledger_amount_positive', sql`${t.amount} > 0`),
  ],
);
