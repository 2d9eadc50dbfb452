import type { ClaimKind, ClaimReason, ClaimStatus } from '@shop/contract/claim-rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { itemOptions } from './catalog';
import { createdAt, identityId, ownerId, requiredId, updatedAt } from './columns';
import { orderLines, orders } from './commerce';

/**
 * 교환·반품: a shopper's request about some units of a delivered order, and the back office's
 * handling of it (decision 034). `fee` is the shipping the shopper bears, fixed when asked.
 */
export const claims = pgTable(
  'claims',
  {
    id: identityId(),
    orderId: requiredId('order_id', () => orders.id),
    kind: text('kind').$type<ClaimKind>().notNull(),
    reason: text('reason').$type<ClaimReason>().notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status').$type<ClaimStatus>().notNull().default('REQUESTED'),
    fee: integer('fee').notNull(),
    refundAmount: integer('refund_amount'),
    rejectReason: text('reject_reason'),
    pickupName: text('pickup_name').notNull(),
    pickupPhone: text('pickup_phone').notNull(),
    pickupPostCode: text('pickup_post_code').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupDetailAddress: text('pickup_detail_address').notNull().default(''),
    exchangeCarrier: text('exchange_carrier'),
    exchangeTrackingNumber: text('exchange_tracking_number'),
    /** Photos of a defect or a wrong item, as stored (/uploads/claims/…); served signed only. */
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('claims_order_idx').on(t.orderId),
    index('claims_status_idx').on(t.status, t.createdAt),
    check('claims_fee_check', sql`${t.fee} >= 0`),
  ],
);

/** The units of one order line a claim is about, and, for an exchange, the option wanted. */
export const claimLines = pgTable(
  'claim_lines',
  {
    id: identityId(),
    claimId: ownerId('claim_id', () => claims.id),
    orderLineId: requiredId('order_line_id', () => orderLines.id),
    quantity: integer('quantity').notNull(),
    exchangeOptionId: integer('exchange_option_id').references(() => itemOptions.id),
    /** Decided at inspection: back to sale, or kept out as defective. */
    restock: boolean('restock'),
  },
  (t) => [
    index('claim_lines_claim_idx').on(t.claimId),
    index('claim_lines_order_line_idx').on(t.orderLineId),
    check('claim_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every move of a claim, with who made it: the shopper's order shows them. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: identityId(),
    claimId: ownerId('claim_id', () => claims.id),
    status: text('status').$type<ClaimStatus>().notNull(),
    actorType: text('actor_type').$type<'shopper' | 'admin' | 'system'>().notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)],
);
