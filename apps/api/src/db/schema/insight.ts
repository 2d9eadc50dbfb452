import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { items } from './catalog';

/** A funnel step counted as it happens; the later steps are read from the orders themselves. */
export type ShopEventKind = 'product_view' | 'cart_add';

/**
 * How many times a step happened to a product on a Seoul day. Instances add to the count
 * (an upsert), so one row per day, step and product however many instances count.
 */
export const shopEventDays = pgTable(
  'shop_event_days',
  {
    day: date('day').notNull(),
    kind: text('kind').$type<ShopEventKind>().notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'shop_event_days_pkey', columns: [t.day, t.kind, t.itemId] }),
    check('shop_event_days_count_check', sql`${t.count} >= 0`),
  ],
);
