import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRow } from '../../db/rows';
import { memberGarments } from '../../db/schema/index';

export type GarmentRow = typeof memberGarments.$inferSelect;

export const listGarments = (db: Executor, memberId: number) =>
  db
    .select()
    .from(memberGarments)
    .where(eq(memberGarments.memberId, memberId))
    .orderBy(desc(memberGarments.id));

/**
 * Holds the member's garments until the transaction ends, so that two saves at once are counted
 * one after the other (the high half of the key names the garments, the low half the member).
 */
export async function lockGarments(db: Executor, memberId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock((hashtext('member_garments')::bigint << 32) | ${memberId}::bigint)`,
  );
}

export async function countGarments(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberGarments)
    .where(eq(memberGarments.memberId, memberId));
  return row?.n ?? 0;
}

export async function findGarment(db: Executor, id: number) {
  const [row] = await db.select().from(memberGarments).where(eq(memberGarments.id, id));
  return row;
}

export const insertGarment = (db: Executor, values: typeof memberGarments.$inferInsert) =>
  insertRow(db, memberGarments, values);

export async function deleteGarment(db: Executor, memberId: number, id: number) {
  const removed = await db
    .delete(memberGarments)
    .where(and(eq(memberGarments.id, id), eq(memberGarments.memberId, memberId)))
    .returning({ id: memberGarments.id });
  return removed.length === 1;
}

export async function deleteAllOf(db: Executor, memberId: number) {
  await db.delete(memberGarments).where(eq(memberGarments.memberId, memberId));
}
