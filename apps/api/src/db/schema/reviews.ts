import type { ReviewFit, ReviewStatus } from '@shop/contract/review-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { createdAt, identityId, ownerId, requiredId, updatedAt } from './columns';
import { orderLines, orders } from './commerce';
import { members } from './members';

/**
 * 구매평: one per order line, by the member who bought it (decision 036). `body` is kept as
 * written for the writer and the operator; `public_body` is what other shoppers read, with
 * personal data masked at write time. Deleted by the writer: the row stays (the line keeps its
 * one review) with status DELETED.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    itemId: requiredId('item_id', () => items.id),
    orderId: requiredId('order_id', () => orders.id),
    orderLineId: requiredId('order_line_id', () => orderLines.id).unique(),
    memberId: requiredId('member_id', () => members.id),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    publicBody: text('public_body').notNull(),
    maskedKinds: text('masked_kinds').array().notNull().default(sql`'{}'::text[]`),
    fit: text('fit').$type<ReviewFit>().notNull(),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    usualSize: text('usual_size'),
    /** The option bought, as the order line names it, and its size part for the size filter. */
    optionLabel: text('option_label').notNull(),
    size: text('size'),
    /** Master images (/uploads/reviews/…), converted like product images. */
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    helpfulCount: integer('helpful_count').notNull().default(0),
    status: text('status').$type<ReviewStatus | 'DELETED'>().notNull().default('VISIBLE'),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** 적립금 given for it (0 when nothing was). */
    rewardPoints: integer('reward_points').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_item_latest_idx').on(t.itemId, t.status, t.createdAt, t.id),
    index('reviews_item_helpful_idx').on(t.itemId, t.status, t.helpfulCount, t.id),
    index('reviews_member_idx').on(t.memberId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
  ],
);

/** "도움돼요": once per member and review; `helpful_count` is kept from these rows. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: ownerId('review_id', () => reviews.id),
    memberId: requiredId('member_id', () => members.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.memberId] })],
);

/** Every change of a review, with who made it: written, edited, hidden, shown, replied, deleted. */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: identityId(),
    reviewId: ownerId('review_id', () => reviews.id),
    kind: text('kind')
      .$type<'WRITTEN' | 'EDITED' | 'HIDDEN' | 'SHOWN' | 'REPLIED' | 'REPLY_REMOVED' | 'DELETED'>()
      .notNull(),
    actorType: text('actor_type').$type<'member' | 'admin'>().notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('review_events_review_idx').on(t.reviewId, t.id)],
);
