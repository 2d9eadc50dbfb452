import type { PointKind } from '@shop/contract/point-rules';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders, pointAccounts, pointEntries } from '../../db/schema/index';
import type { LedgerLine } from './rules';

export type PointEntryInsert = typeof pointEntries.$inferInsert;

/**
 * Kinds that add points earned, given or brought from the old shop: the last of them starts the
 * expiry clock again.
 */
export const ACCRUALS: readonly PointKind[] = ['EARN', 'GRANT', 'MIGRATE'];

/** Opens the member's account if it is not open yet (a missing member fails on its reference). */
export async function openAccount(db: Executor, memberId: number) {
  await db.insert(pointAccounts).values({ memberId }).onConflictDoNothing();
}

/** Locks the member's account row: changes of one member's points run one after another. */
export async function lockAccount(db: Executor, memberId: number) {
  await db
    .select({ memberId: pointAccounts.memberId })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId))
    .for('update');
}

/**
 * The member's ledger folded per moment of usability (few rows however long the history), and
 * when points were last accrued.
 */
export async function ledgerOf(
  db: Executor,
  memberId: number,
): Promise<{ lines: LedgerLine[]; lastAccrual: Date | null }> {
  const lines = await db
    .select({
      usableAt: pointEntries.usableAt,
      amount: sql<number>`sum(${pointEntries.amount})::int`,
    })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId))
    .groupBy(pointEntries.usableAt);
  const [last] = await db
    .select({ at: sql<string | null>`max(${pointEntries.createdAt})` })
    .from(pointEntries)
    .where(and(eq(pointEntries.memberId, memberId), inArray(pointEntries.kind, [...ACCRUALS])));
  return {
    lines: lines.map((l) => ({ amount: Number(l.amount), usableAt: l.usableAt })),
    lastAccrual: last?.at ? new Date(last.at) : null,
  };
}

/** Writes ledger lines; a line whose change key is already written is skipped. Answers how many went in. */
export async function insertEntries(db: Executor, rows: PointEntryInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(pointEntries)
    .values(rows)
    .onConflictDoNothing({ target: pointEntries.changeKey })
    .returning({ id: pointEntries.id });
  return inserted.length;
}

/** A page of the member's ledger, newest first, with the order number of lines tied to one. */
export async function listEntries(
  db: Executor,
  memberId: number,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: pointEntries.id,
      kind: pointEntries.kind,
      amount: pointEntries.amount,
      reason: pointEntries.reason,
      orderId: pointEntries.orderId,
      merchantId: orders.merchantId,
      usableAt: pointEntries.usableAt,
      createdAt: pointEntries.createdAt,
    })
    .from(pointEntries)
    .leftJoin(orders, eq(orders.id, pointEntries.orderId))
    .where(eq(pointEntries.memberId, memberId))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId));
  return { rows, total: total?.n ?? 0 };
}

/** Members holding points whose last accrual was at or before `cutoff`: their balance has expired. */
export async function membersExpiredBy(db: Executor, cutoff: Date, limit: number) {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      select ${pointEntries.memberId} as member_id from ${pointEntries}
      group by ${pointEntries.memberId}
      having sum(${pointEntries.amount}) <> 0
        and coalesce(max(${pointEntries.createdAt}) filter (
          where ${pointEntries.kind} in (${sql.join(
            ACCRUALS.map((k) => sql`${k}`),
            sql`, `,
          )})), '-infinity') <= ${cutoff.toISOString()}
      order by 1
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.member_id));
}

/** The sum of the order's lines of these kinds. */
async function orderSum(db: Executor, orderId: number, kinds: PointKind[]): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.orderId, orderId), inArray(pointEntries.kind, kinds)));
  return Number(row?.sum ?? 0);
}

/** What the order's spend lines and their restores come to: the points still spent on it (≥ 0). */
export const spentOnOrder = async (db: Executor, orderId: number) =>
  -(await orderSum(db, orderId, ['SPEND', 'RESTORE']));

/** The points given back to the order so far (its restore lines). */
export const restoredToOrder = (db: Executor, orderId: number) =>
  orderSum(db, orderId, ['RESTORE']);

/**
 * Where the ledger breaks its rules: a member whose usable balance dips below zero at some moment
 * (the running sum of their lines in order of usability; the first such moment), and an order given back more points
 * than it spent or spending more than it says it used. Empty when the ledger holds.
 */
export async function pointMismatches(db: Executor) {
  const members = rowsOf<{ member_id: number; usable_at: string; usable: number }>(
    await db.execute(sql`
      select distinct on (member_id) member_id, usable_at, usable from (
        select member_id, usable_at,
          sum(sum(amount)) over (partition by member_id order by usable_at)::int as usable
        from ${pointEntries} group by member_id, usable_at) running
      where usable < 0
      order by member_id, usable_at`),
  );
  const byOrder = rowsOf<{ order_id: number; spent: number; points_used: number }>(
    await db.execute(sql`
      select o.id as order_id, coalesce(-sum(e.amount), 0)::int as spent, o.points_used
      from ${orders} o join ${pointEntries} e
        on e.order_id = o.id and e.kind in ('SPEND', 'RESTORE')
      group by o.id, o.points_used
      having coalesce(-sum(e.amount), 0) < 0 or coalesce(-sum(e.amount), 0) > o.points_used
      order by 1`),
  );
  return [
    ...members.map((m) => ({ member: Number(m.member_id), at: m.usable_at, usable: m.usable })),
    ...byOrder.map((o) => ({ order: Number(o.order_id), spent: o.spent, used: o.points_used })),
  ];
}
