import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns';

/**
 * 도서산간 postcode ranges (5-digit, both ends included) and the extra fee the courier charges
 * there. Written only by the shipping module, which also keeps the ranges from overlapping.
 */
export const shippingSurcharges = pgTable(
  'shipping_surcharges',
  {
    id: identityId(),
    zone: text('zone').notNull(),
    fromPostcode: text('from_postcode').notNull(),
    toPostcode: text('to_postcode').notNull(),
    fee: integer('fee').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'shipping_surcharges_range_check',
      sql`${t.fromPostcode} ~ '^[0-9]{5}$' and ${t.toPostcode} ~ '^[0-9]{5}$' and ${t.fromPostcode} <= ${t.toPostcode}`,
    ),
    check('shipping_surcharges_fee_check', sql`${t.fee} between 0 and 100000`),
  ],
);
