import { and, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  orders,
  paymentCalls,
  paymentComparisons,
  paymentDifferences,
  paymentLedger,
  paymentReconciliations,
  payments,
} from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';

export type NewReconciliation = typeof paymentReconciliations.$inferInsert;
export type NewDifference = Omit<typeof paymentDifferences.$inferInsert, 'day'>;

export async function insertReconciliation(db: Executor, values: NewReconciliation) {
  await db.insert(paymentReconciliations).values(values);
}

export interface ReconciliationFilter {
  decision?: string | undefined;
  /** [from, to) of the run time. */
  from?: Date | undefined;
  to?: Date | undefined;
}

const where = (f: ReconciliationFilter) =>
  and(
    f.decision ? eq(paymentReconciliations.decision, f.decision as never) : undefined,
    f.from ? gte(paymentReconciliations.runAt, f.from) : undefined,
    f.to ? lt(paymentReconciliations.runAt, f.to) : undefined,
  );

/** Newest first, with the order's id while the order exists. */
export function listReconciliations(db: Executor, filter: ReconciliationFilter, page: RowWindow) {
  return db
    .select({ entry: paymentReconciliations, orderId: orders.id })
    .from(paymentReconciliations)
    .leftJoin(orders, eq(orders.merchantId, paymentReconciliations.orderNumber))
    .where(where(filter))
    .orderBy(desc(paymentReconciliations.runAt), desc(paymentReconciliations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countReconciliations(db: Executor, filter: ReconciliationFilter) {
  return countOf(db.select(countColumn).from(paymentReconciliations).where(where(filter)));
}

/**
 * Order numbers with payment activity in [from, to): money in the ledger, a call to the provider
 * (other than the comparison's own look-ups) or a change of the payment row.
 */
export async function ordersWithActivity(db: Executor, from: Date, to: Date): Promise<string[]> {
  const [ledger, calls, changed] = await Promise.all([
    db
      .select({ n: paymentLedger.orderNumber })
      .from(paymentLedger)
      .where(and(gte(paymentLedger.occurredAt, from), lt(paymentLedger.occurredAt, to)))
      .groupBy(paymentLedger.orderNumber),
    db
      .select({ n: paymentCalls.orderNumber })
      .from(paymentCalls)
      .where(
        and(
          gte(paymentCalls.createdAt, from),
          lt(paymentCalls.createdAt, to),
          ne(paymentCalls.kind, 'compare'),
          ne(paymentCalls.orderNumber, ''),
        ),
      )
      .groupBy(paymentCalls.orderNumber),
    db
      .select({ n: orders.merchantId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(gte(payments.updatedAt, from), lt(payments.updatedAt, to)))
      .groupBy(orders.merchantId),
  ]);
  return [...new Set([...ledger, ...calls, ...changed].map((r) => r.n))].sort();
}

/** The ledger's charges and refunds per payment key of these orders, in won. */
export function ledgerTotals(db: Executor, orderNumbers: string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderNumber: paymentLedger.orderNumber,
      paymentKey: paymentLedger.paymentKey,
      charged: sql<number>`coalesce(sum(case when ${paymentLedger.kind} = 'charge' then ${paymentLedger.amount} else 0 end), 0)::int`,
      refunded: sql<number>`coalesce(sum(case when ${paymentLedger.kind} = 'refund' then ${paymentLedger.amount} else 0 end), 0)::int`,
    })
    .from(paymentLedger)
    .where(inArray(paymentLedger.orderNumber, orderNumbers))
    .groupBy(paymentLedger.orderNumber, paymentLedger.paymentKey);
}

/** The orders of these numbers with their payment, as the shop keeps them. */
export function ordersWithPayments(db: Executor, orderNumbers: string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(inArray(orders.merchantId, orderNumbers));
}

/** Keys the shop asked the provider about for these orders (a second window has its own). */
export function calledKeys(db: Executor, orderNumbers: string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({ orderNumber: paymentCalls.orderNumber, paymentKey: paymentCalls.paymentKey })
    .from(paymentCalls)
    .where(and(inArray(paymentCalls.orderNumber, orderNumbers), ne(paymentCalls.paymentKey, '')))
    .groupBy(paymentCalls.orderNumber, paymentCalls.paymentKey);
}

/** Stores a day's comparison, replacing an earlier one of the same day. */
export async function saveComparison(
  db: Executor,
  day: string,
  summary: { comparedAt: Date; matched: number; mismatched: number },
  differences: NewDifference[],
) {
  await db.delete(paymentComparisons).where(eq(paymentComparisons.day, day));
  await db.insert(paymentComparisons).values({ day, ...summary });
  if (differences.length > 0) {
    await db.insert(paymentDifferences).values(differences.map((d) => ({ ...d, day })));
  }
}

/** The comparison of `day`, or the latest one; with its differences. */
export async function findComparison(db: Executor, day?: string) {
  const [comparison] = await db
    .select()
    .from(paymentComparisons)
    .where(day ? eq(paymentComparisons.day, day) : undefined)
    .orderBy(desc(paymentComparisons.day))
    .limit(1);
  if (!comparison) return undefined;
  const differences = await db
    .select()
    .from(paymentDifferences)
    .where(eq(paymentDifferences.day, comparison.day))
    .orderBy(paymentDifferences.id);
  return { comparison, differences };
}
