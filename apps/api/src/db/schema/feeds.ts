import type { FeedLeftOut, FeedTrigger } from '@shop/contract/admin-feeds';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

/**
 * One build of the product feeds (Naver Shopping EP, Google Merchant): what went in, what was
 * left out and why, and each product's fingerprint, against which the next summary EP is drawn.
 * The files themselves are kept with the build, so every instance serves the same bytes.
 */
export const feedBuilds = pgTable(
  'feed_builds',
  {
    id: identityId(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<FeedTrigger>().notNull(),
    /** The catalog's version the build was made from: a newer catalog calls for a new build. */
    catalogVersion: text('catalog_version').notNull(),
    products: integer('products').notNull(),
    naverRows: integer('naver_rows').notNull(),
    googleItems: integer('google_items').notNull(),
    summaryRows: integer('summary_rows').notNull(),
    leftOut: jsonb('left_out').$type<FeedLeftOut[]>().notNull(),
    /** Product id → fingerprint of its EP row, for the products that went in. */
    fingerprints: jsonb('fingerprints').$type<Record<string, string>>().notNull(),
    naverEp: text('naver_ep').notNull(),
    naverSummary: text('naver_summary').notNull(),
    googleXml: text('google_xml').notNull(),
  },
  (t) => [
    index('feed_builds_built_idx').on(t.builtAt),
    index('feed_builds_trigger_idx').on(t.trigger, t.builtAt),
  ],
);
