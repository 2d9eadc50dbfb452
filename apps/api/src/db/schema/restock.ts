import type { RestockStatus } from '@shop/contract/restock-rules';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { itemOptions, items } from './catalog';
import { createdAt, identityId, ownerId } from './columns';
import { members } from './members';

/**
 * One wave of 재입고 알림 for an option: how many units it had, and how many waiting shoppers it
 * told, first come first served (decision 038).
 */
export const restockWaves = pgTable(
  'restock_waves',
  {
    id: identityId(),
    optionId: ownerId('option_id', () => itemOptions.id),
    stock: integer('stock').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('restock_waves_option_idx').on(t.optionId, t.createdAt)],
);

/**
 * A shopper waiting for a sold-out option: a member, or a guest by mobile number with consent.
 * Told once (status SENT, with its wave), or dropped after 30 days (EXPIRED).
 */
export const restockRequests = pgTable(
  'restock_requests',
  {
    id: identityId(),
    itemId: ownerId('item_id', () => items.id),
    optionId: ownerId('option_id', () => itemOptions.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** A guest's mobile number, digits only; erased once told or expired. */
    phone: text('phone'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    status: text('status').$type<RestockStatus>().notNull().default('WAITING'),
    waveId: integer('wave_id').references(() => restockWaves.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // First come first served: the waiting queue of an option in order.
    index('restock_requests_queue_idx')
      .on(t.optionId, t.createdAt, t.id)
      .where(sql`${t.status} = 'WAITING'`),
    uniqueIndex('restock_requests_member_waiting_key')
      .on(t.optionId, t.memberId)
      .where(sql`${t.status} = 'WAITING' and ${t.memberId} is not null`),
    uniqueIndex('restock_requests_phone_waiting_key')
      .on(t.optionId, t.phone)
      .where(sql`${t.status} = 'WAITING' and ${t.phone} is not null`),
    index('restock_requests_member_idx').on(t.memberId, t.createdAt),
  ],
);
