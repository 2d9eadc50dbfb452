import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownerId, updatedAt } from './columns';

/** Key-value lines (소재 → 코튼 100%). `json`, not `jsonb`, so the keys keep their order. */
type KeyValueMap = Record<string, string>;

export const items = pgTable(
  'items',
  {
    id: identityId(),
    name: text('name').notNull(),
    /** Won, integer. */
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    details: json('details').$type<KeyValueMap>(),
    fitSizing: json('fit_sizing').$type<KeyValueMap>(),
    fabric: json('fabric').$type<KeyValueMap>(),
    /** Taken off the shop (list, page, cart, orders) by an admin; past orders keep it. */
    hidden: boolean('hidden').notNull().default(false),
    /** A limited drop: before this time the item is shown but cannot be put in a cart or ordered. */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    /** "1인 N개": units one member may hold or have bought across all orders; null = no limit. */
    maxPerMember: integer('max_per_member'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('items_price_check', sql`${t.price} >= 0`),
    check('items_max_per_member_check', sql`${t.maxPerMember} is null or ${t.maxPerMember} >= 1`),
  ],
);

/** One purchasable variant (색상 / 사이즈) of an item and its stock. */
export const itemOptions = pgTable(
  'item_options',
  {
    id: identityId(),
    itemId: ownerId('item_id', () => items.id),
    label: text('label').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('item_options_item_label_key').on(t.itemId, t.label),
    check('item_options_stock_check', sql`${t.stock} >= 0`),
  ],
);
