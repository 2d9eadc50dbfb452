import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, requiredId, updatedAt } from './columns';
import { members } from './members';

export const notices = pgTable('notices', {
  id: identityId(),
  authorId: requiredId('author_id', () => members.id),
  title: text('title').notNull(),
  /** Sanitized HTML. */
  payload: text('payload').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The home page's banner: an image with a title that opens a link; shown while switched on. */
export const banners = pgTable('banners', {
  id: identityId(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const couponType = pgEnum('coupon_type', ['PRICE', 'RATIO']);

export const coupons = pgTable(
  'coupons',
  {
    id: identityId(),
    name: text('name').notNull(),
    type: couponType('type').notNull(),
    /** Won off, for PRICE coupons. */
    discountPrice: integer('discount_price'),
    /** Percent off, for RATIO coupons. */
    discountRatio: integer('discount_ratio'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** How many members may claim it; null for no limit. */
    maxClaims: integer('max_claims'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'coupons_discount_check',
      sql`(${t.type} = 'PRICE' and ${t.discountPrice} > 0) or (${t.type} = 'RATIO' and ${t.discountRatio} between 1 and 100)`,
    ),
    check('coupons_period_check', sql`${t.finishedAt} > ${t.startedAt}`),
  ],
);
