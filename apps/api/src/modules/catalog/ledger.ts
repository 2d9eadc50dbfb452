import type { StockReason } from '@shop/contract/admin-catalog';
import type { OrderActor } from '@shop/contract/order-states';
import type { Executor } from '../../db/client';
import type { itemOptions } from '../../db/schema/index';
import * as repo from './repo';
import { refreshOptionAttributes } from './search-repo';

/** Who moved the stock and why; the order when an order did. */
export interface StockCause {
  reason: StockReason;
  actorType: OrderActor;
  actorId?: number | null;
  orderId?: number | null;
}

/** One ledger row per change, in the caller's transaction. */
export function recordMovements(
  executor: Executor,
  cause: StockCause,
  changes: { optionId: number; delta: number; stockAfter: number; orderId?: number | null }[],
) {
  return repo.insertMovements(
    executor,
    changes
      .filter((c) => c.delta !== 0 || cause.reason === 'initial' || cause.reason === 'admin_create')
      .map((c) => ({
        optionId: c.optionId,
        delta: c.delta,
        stockAfter: c.stockAfter,
        reason: cause.reason,
        orderId: c.orderId ?? cause.orderId ?? null,
        actorType: cause.actorType,
        actorId: cause.actorId ?? null,
      })),
  );
}

/**
 * Adds options with their starting stock, each with its first ledger row (`admin_create` from the
 * back office, `initial` from the seed and the test factories).
 */
export async function addOptions(
  executor: Executor,
  values: (typeof itemOptions.$inferInsert)[],
  cause: StockCause,
) {
  const rows = await repo.insertOptions(executor, values);
  await recordMovements(
    executor,
    cause,
    rows.map((r) => ({ optionId: r.id, delta: r.stock, stockAfter: r.stock })),
  );
  await refreshOptionAttributes(executor, [...new Set(values.map((v) => v.itemId))]);
  return rows;
}

/** Options whose stock differs from the sum of their ledger rows; empty when the ledger holds. */
export const stockMismatches = (executor: Executor) => repo.stockMismatches(executor);

/** Sold-out events so far and options sold out now, for the metrics. */
export const soldOutFigures = (executor: Executor) => repo.soldOutFigures(executor);
