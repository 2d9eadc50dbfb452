import type { OrderActor } from '@shop/contract/order-states';
import { pointKinds } from '@shop/contract/points';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { orders } from './commerce';
import { members } from './members';

/**
 * A member's points account: the row every change of their points locks first, so that changes
 * for one member run one after another. It holds no balance: the balance is the ledger's sum.
 */
export const pointAccounts = pgTable('point_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  createdAt: createdAt(),
});

export const pointKind = pgEnum('point_kind', pointKinds.values);

/**
 * The points ledger, append-only: signed won, usable from `usable_at`. The usable balance at a
 * moment is the sum of the lines usable by then; the whole balance the sum of all. A line that
 * takes back points not yet usable (a revoked earn, a forfeit) carries the usable_at of what it
 * takes back, so the usable sum never dips below zero at any moment.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: identityId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => pointAccounts.memberId),
    kind: pointKind('kind').notNull(),
    amount: integer('amount').notNull(),
    usableAt: timestamp('usable_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reason: text('reason'),
    actorType: text('actor_type').$type<OrderActor>().notNull(),
    actorId: integer('actor_id'),
    /** One change, written once however often it is asked for (an order's earn, a retried grant). */
    changeKey: text('change_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_entries_member_idx').on(t.memberId, t.createdAt),
    check('point_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);
