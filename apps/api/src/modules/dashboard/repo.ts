import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { itemOptions, items, orders, restockRequests } from '../../db/schema/index';
import { countColumn, countOf } from '../../lib/row-count';

/** Orders paid in [start, end): how many, what they brought net of refunds, what was refunded. */
export async function paidFigures(db: Executor, start: Date, end: Date) {
  const [row] = await db
    .select({
      orderCount: sql<number>`count(*)::int`,
      sales: sql<number>`coalesce(sum(${orders.totalPrice} - ${orders.refundedAmount}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${orders.refundedAmount}), 0)::int`,
    })
    .from(orders)
    .where(and(gte(orders.paidAt, start), lt(orders.paidAt, end)));
  return row ?? { orderCount: 0, sales: 0, refunded: 0 };
}

export async function countByStatus(db: Executor, status: 'ORDER_PLACED') {
  return countOf(db.select(countColumn).from(orders).where(eq(orders.status, status)));
}

/** Paid orders still waiting to ship that were paid before `cutoff`. */
export async function countLateShipments(db: Executor, cutoff: Date) {
  return countOf(
    db
      .select(countColumn)
      .from(orders)
      .where(and(eq(orders.status, 'ORDER_PLACED'), lt(orders.paidAt, cutoff))),
  );
}

/** Shoppers waiting for a 재입고 알림 of the option in the row. */
const waitingFor = sql<number>`(
  select count(*)::int from ${restockRequests}
  where ${restockRequests.optionId} = ${itemOptions.id} and ${restockRequests.status} = 'WAITING'
)`;

/** Options at or under `threshold` that shoppers are waiting for. */
export async function countLowStockWaited(db: Executor, threshold: number) {
  return countOf(
    db
      .select(countColumn)
      .from(itemOptions)
      .where(and(lte(itemOptions.stock, threshold), sql`${waitingFor} > 0`)),
  );
}

export function lowStockOptions(db: Executor, threshold: number, limit: number) {
  return db
    .select({
      waiting: waitingFor,
      itemId: items.id,
      itemName: items.name,
      optionId: itemOptions.id,
      label: itemOptions.label,
      stock: itemOptions.stock,
      hidden: items.hidden,
    })
    .from(itemOptions)
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .where(lte(itemOptions.stock, threshold))
    .orderBy(asc(items.hidden), asc(itemOptions.stock), asc(items.id), asc(itemOptions.position))
    .limit(limit);
}
