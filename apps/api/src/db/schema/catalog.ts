import type { MeasureTable, MeasureTemplate } from '@shop/contract/measure-rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownerId, updatedAt } from './columns';

/** Key-value lines (소재 → 코튼 100%). `json`, not `jsonb`, so the keys keep their order. */
type KeyValueMap = Record<string, string>;

export const items = pgTable(
  'items',
  {
    id: identityId(),
    /** 상품코드: the operator's own code, the key of bulk imports (null: none given). */
    code: text('code'),
    name: text('name').notNull(),
    /** Won, integer. */
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    details: json('details').$type<KeyValueMap>(),
    fitSizing: json('fit_sizing').$type<KeyValueMap>(),
    fabric: json('fabric').$type<KeyValueMap>(),
    /** 실측 사이즈: the template and each size's measurements in cm (null: none published). */
    measurements: json('measurements').$type<MeasureTable>(),
    /** Taken off the shop (list, page, cart, orders) by an admin; past orders keep it. */
    hidden: boolean('hidden').notNull().default(false),
    /** A limited drop: before this time the item is shown but cannot be put in a cart or ordered. */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    /** "1인 N개": units one member may hold or have bought across all orders; null = no limit. */
    maxPerMember: integer('max_per_member'),
    /** Search words beside the name (e.g. 'knit', '겨울'). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The categories the product is listed in (a leaf or a top category). */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    /**
     * Written by the catalog from name and tags whenever they change (search-text.ts): lowercase,
     * spaces removed, '|' between the parts. Null until first worked out.
     */
    searchText: text('search_text'),
    /** The 초성 of name and tags ('니트' → 'ㄴㅌ'), spaces removed. */
    searchChosung: text('search_chosung'),
    /** Every one- and two-character piece of the two above: trigrams cannot index them. */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    /** The options' colours and sizes, kept by the catalog whenever options are written. */
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** Units sold on placed, shipped and delivered orders, net of refunds (a job keeps it). */
    salesCount: integer('sales_count').notNull().default(0),
    /** Visible reviews and the sum of their ratings, kept by the reviews module through the catalog. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('items_price_check', sql`${t.price} >= 0`),
    uniqueIndex('items_code_key').on(t.code),
    check('items_max_per_member_check', sql`${t.maxPerMember} is null or ${t.maxPerMember} >= 1`),
    index('items_new_idx').on(t.createdAt, t.id),
    index('items_popular_idx').on(t.salesCount, t.id),
    index('items_reviews_idx').on(t.reviewCount, t.id),
    index('items_price_idx').on(t.price, t.id),
    index('items_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('items_search_chosung_trgm_idx').using('gin', sql`${t.searchChosung} gin_trgm_ops`),
    index('items_search_grams_idx').using('gin', t.searchGrams),
    index('items_category_ids_idx').using('gin', t.categoryIds),
    index('items_colors_idx').using('gin', t.colors),
    index('items_sizes_idx').using('gin', t.sizes),
  ],
);

/** The shop's two-level category tree (아우터 > 코트). */
export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    /** Null for a top category; a child's parent is always a top category. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    /** The 실측 template its products start from (a child without one takes its parent's). */
    measureTemplate: text('measure_template').$type<MeasureTemplate>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);

/** Words that find each other in search ('knit' ↔ '니트'), kept by the back office. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: identityId(),
    term: text('term').notNull(),
    synonyms: text('synonyms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('search_synonyms_term_key').on(t.term)],
);

/** One row per search with words, for '인기 검색어'; rows older than 30 days are pruned. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: identityId(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_queries_created_idx').on(t.createdAt)],
);

/** One purchasable variant (색상 / 사이즈) of an item and its stock. */
export const itemOptions = pgTable(
  'item_options',
  {
    id: identityId(),
    itemId: ownerId('item_id', () => items.id),
    label: text('label').notNull(),
    /** '아이보리' of '아이보리 / S'; null when the option has no colour. */
    color: text('color'),
    /** Swatch of the colour, '#rrggbb'. */
    colorHex: text('color_hex'),
    /** 'S' of '아이보리 / S', or the whole label when it names no colour. */
    size: text('size'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('item_options_item_label_key').on(t.itemId, t.label),
    check('item_options_stock_check', sql`${t.stock} >= 0`),
  ],
);
