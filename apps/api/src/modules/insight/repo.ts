import { and, desc, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  carts,
  itemOptions,
  items,
  members,
  orderEvents,
  orderLines,
  orders,
  paymentLedger,
  type ShopEventKind,
  shopEventDays,
} from '../../db/schema/index';

/** The Seoul date of an instant; Seoul keeps UTC+9 all year. */
const seoulDate = (column: AnyPgColumn) =>
  sql`((${column} at time zone 'UTC') + interval '9 hours')::date`;

/** Rows grouped by the Seoul date of `column`, the key formatted once per group. */
const byDay = (column: AnyPgColumn) => {
  const date = seoulDate(column);
  return { date, day: sql<string>`to_char(${date}, 'YYYY-MM-DD')` };
};

/** A sum of won or units, as a number (bigint in the database, so no day or item overflows). */
const total = (expression: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);

const count = sql<number>`count(*)::int`;

const within = (column: AnyPgColumn, start: Date, end: Date) =>
  and(gte(column, start), lt(column, end));

/** Orders paid in [start, end) per Seoul day of payment: how many, and paid minus refunded. */
export function paidByDay(db: Executor, start: Date, end: Date) {
  const { date, day } = byDay(orders.paidAt);
  return db
    .select({
      day,
      orders: count,
      revenue: total(sql`${orders.totalPrice} - ${orders.refundedAmount}`),
    })
    .from(orders)
    .where(within(orders.paidAt, start, end))
    .groupBy(date);
}

/** Written as a literal, as the partial index `payment_ledger_refunds_idx` says it. */
const refundRow = sql`${paymentLedger.kind} = 'refund'`;

/**
 * Won the provider gave back in [start, end) per Seoul day of the refund, on orders that were
 * paid (a charge cancelled because no order stood behind it was never revenue).
 */
export function refundedByDay(db: Executor, start: Date, end: Date) {
  const { date, day } = byDay(paymentLedger.occurredAt);
  return db
    .select({ day, refunded: total(paymentLedger.amount) })
    .from(paymentLedger)
    .innerJoin(orders, eq(orders.merchantId, paymentLedger.orderNumber))
    .where(and(within(paymentLedger.occurredAt, start, end), refundRow, isNotNull(orders.paidAt)))
    .groupBy(date);
}

/**
 * The moves into ORDER_CANCELLED, written as literals: the partial index
 * `order_events_cancelled_idx` holds exactly these rows, and the planner matches the predicate.
 */
export const cancelMove = sql`${orderEvents.toStatus} = 'ORDER_CANCELLED' and ${orderEvents.fromStatus} <> 'ORDER_CANCELLED'`;

/** Orders cancelled in [start, end) per Seoul day, paid or not. */
export function cancelledByDay(db: Executor, start: Date, end: Date) {
  const { date, day } = byDay(orderEvents.createdAt);
  return db
    .select({ day, cancelled: sql<number>`count(distinct ${orderEvents.orderId})::int` })
    .from(orderEvents)
    .where(and(cancelMove, within(orderEvents.createdAt, start, end)))
    .groupBy(date);
}

const netUnits = sql`${orderLines.quantity} - ${orderLines.refundedQuantity}`;
const soldUnits = total(netUnits);
const soldWon = total(sql`${orderLines.unitPrice} * (${netUnits})`);

/**
 * Every option with units left on orders paid in [start, end), net of refunded units, and the
 * won of those units at the lines' prices.
 */
export function soldOptions(db: Executor, start: Date, end: Date) {
  return db
    .select({
      itemId: items.id,
      itemName: items.name,
      optionId: itemOptions.id,
      option: itemOptions.label,
      units: soldUnits,
      revenue: soldWon,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(itemOptions, eq(itemOptions.id, orderLines.optionId))
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .where(within(orders.paidAt, start, end))
    .groupBy(itemOptions.id, items.id)
    .having(sql`${soldUnits} > 0`);
}

/** Units in stock now over all options of each product. */
export function stockOf(db: Executor, itemIds: number[]) {
  return db
    .select({ itemId: itemOptions.itemId, stock: total(itemOptions.stock) })
    .from(itemOptions)
    .where(inArray(itemOptions.itemId, itemIds))
    .groupBy(itemOptions.itemId);
}

/** Product views and cart adds counted on the Seoul days `from`..`to`. */
export function eventTotals(db: Executor, from: string, to: string) {
  return db
    .select({ kind: shopEventDays.kind, count: total(shopEventDays.count) })
    .from(shopEventDays)
    .where(and(gte(shopEventDays.day, from), lte(shopEventDays.day, to)))
    .groupBy(shopEventDays.kind);
}

/** Orders created in [start, end), whatever became of them. */
export function ordersCreated(db: Executor, start: Date, end: Date) {
  return db
    .select({ n: count })
    .from(orders)
    .where(within(orders.createdAt, start, end));
}

const staleLine = (before: Date) => and(isNotNull(carts.memberId), lt(carts.updatedAt, before));
const lineWon = total(sql`${carts.quantity} * ${items.price}`);

/** Members' cart lines untouched since `before`: members, lines and their won at today's prices. */
export function staleCartTotals(db: Executor, before: Date) {
  return db
    .select({
      members: sql<number>`count(distinct ${carts.memberId})::int`,
      lines: count,
      value: lineWon,
    })
    .from(carts)
    .innerJoin(items, eq(items.id, carts.itemId))
    .where(staleLine(before));
}

/** The `limit` members whose stale lines are worth most. */
export function staleCarts(db: Executor, before: Date, limit: number) {
  return db
    .select({
      memberId: members.id,
      userId: members.userId,
      nickname: members.nickname,
      lines: count,
      value: lineWon,
      oldestAt: sql<Date>`min(${carts.createdAt})`.mapWith(carts.createdAt),
    })
    .from(carts)
    .innerJoin(items, eq(items.id, carts.itemId))
    .innerJoin(members, eq(members.id, carts.memberId))
    .where(staleLine(before))
    .groupBy(members.id)
    .orderBy(desc(lineWon), members.id)
    .limit(limit);
}

export interface EventCount {
  day: string;
  kind: ShopEventKind;
  itemId: number;
  count: number;
}

/**
 * Adds the counts to their rows in one statement. Ids of unknown or hidden products are left
 * out; rows go in key order, so two instances flushing at once lock them in the same order.
 */
export async function addEventCounts(db: Executor, counts: EventCount[]): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map((c) => sql`(${c.day}::date, ${c.kind}::text, ${c.itemId}::int, ${c.count}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${shopEventDays} (day, kind, item_id, count)
    select v.day, v.kind, v.item_id, v.count
    from (values ${values}) as v (day, kind, item_id, count)
    join ${items} on ${items.id} = v.item_id and not ${items.hidden}
    order by v.day, v.kind, v.item_id
    on conflict (day, kind, item_id) do update set count = ${shopEventDays.count} + excluded.count
  `);
}
