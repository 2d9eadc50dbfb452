import type { StockReason } from '@shop/contract/admin-catalog';
import type { OrderActor } from '@shop/contract/order-states';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { itemOptions } from './catalog';
import { createdAt, identityId, ownerId } from './columns';
import { orders } from './commerce';
import { members } from './members';

/**
 * The stock ledger: one row per change of an option's stock, written in the transaction that
 * changes it, so that `item_options.stock` always equals the sum of its option's deltas.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: identityId(),
    optionId: ownerId('option_id', () => itemOptions.id),
    /** Signed: negative when units leave the stock. */
    delta: integer('delta').notNull(),
    /** initial, sale, cancel, refund, admin_set or admin_create (contract's stockReasons.values). */
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** member, admin, system or provider (contract's orderActors.values). */
    actorType: text('actor_type').$type<OrderActor>().notNull(),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    stockAfter: integer('stock_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_option_idx').on(t.optionId, t.id),
    // The metrics' sold-out counter: the moves that took an option down to zero.
    index('stock_movements_sold_out_idx')
      .on(t.createdAt)
      .where(sql`${t.stockAfter} = 0 and ${t.delta} < 0`),
  ],
);
