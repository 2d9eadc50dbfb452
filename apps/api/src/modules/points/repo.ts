import type { PointKind } from '@shop/contract/point-rules';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders, pointAccounts, pointEntries } from '../../db/schema/index';
import type { LedgerLine } from './rules';

export type PointEntryInsert = typeof pointEntries.$inferInsert;

/** Kinds that add points earned or given: the last of them starts the expiry clock again. */
export const ACCRUALS: readonly PointKind[] = ['EARN', 'GRANT'];

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
