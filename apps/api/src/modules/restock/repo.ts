import type { RestockStatus } from '@shop/contract/restock-rules';
import { and, asc, count, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRow } from '../../db/rows';
import { itemOptions, items, restockRequests, restockWaves } from '../../db/schema/index';

export type RestockRequestRow = typeof restockRequests.$inferSelect;

export const insertRequest = (db: Executor, values: typeof restockRequests.$inferInsert) =>
  insertRow(db, restockRequests, values);

const waiting = eq(restockRequests.status, 'WAITING');

/** The member's (or the phone's) request already waiting for the option. */
export async function findWaiting(
  db: Executor,
  optionId: number,
  who: { memberId: number } | { phone: string },
) {
  const [row] = await db
    .select()
    .from(restockRequests)
    .where(
      and(
        eq(restockRequests.optionId, optionId),
        waiting,
        'memberId' in who
          ? eq(restockRequests.memberId, who.memberId)
          : eq(restockRequests.phone, who.phone),
      ),
    );
  return row;
}

const alertColumns = {
  request: restockRequests,
  itemName: items.name,
  optionLabel: itemOptions.label,
};

export function memberAlerts(db: Executor, memberId: number) {
  return db
    .select(alertColumns)
    .from(restockRequests)
    .innerJoin(items, eq(items.id, restockRequests.itemId))
    .innerJoin(itemOptions, eq(itemOptions.id, restockRequests.optionId))
    .where(eq(restockRequests.memberId, memberId))
    .orderBy(desc(restockRequests.createdAt), desc(restockRequests.id))
    .limit(100);
}

export async function findAlert(db: Executor, id: number) {
  const [row] = await db
    .select(alertColumns)
    .from(restockRequests)
    .innerJoin(items, eq(items.id, restockRequests.itemId))
    .innerJoin(itemOptions, eq(itemOptions.id, restockRequests.optionId))
    .where(eq(restockRequests.id, id));
  return row;
}

export async function cancelWaiting(db: Executor, memberId: number, id: number) {
  const rows = await db
    .update(restockRequests)
    .set({ status: 'CANCELLED' })
    .where(and(eq(restockRequests.id, id), eq(restockRequests.memberId, memberId), waiting))
    .returning({ id: restockRequests.id });
  return rows.length === 1;
}

/** 회원 탈퇴: the member's waiting requests end. */
export async function cancelAllOf(db: Executor, memberId: number) {
  await db
    .update(restockRequests)
    .set({ status: 'CANCELLED' })
    .where(and(eq(restockRequests.memberId, memberId), waiting));
}

/** Requests past their day: dropped, a guest's number erased. */
export async function expireDue(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(restockRequests)
    .set({ status: 'EXPIRED', phone: null })
    .where(and(waiting, lte(restockRequests.expiresAt, now)))
    .returning({ id: restockRequests.id });
  return rows.length;
}

/** The options somebody waits for. */
export async function optionsWaited(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ optionId: restockRequests.optionId })
    .from(restockRequests)
    .where(waiting)
    .groupBy(restockRequests.optionId);
  return rows.map((r) => r.optionId);
}

/**
 * Holds the option's waves until the transaction ends: two runs at once (two instances) never
 * send the same wave twice.
 */
export async function lockOption(db: Executor, optionId: number) {
  await db.execute(
    sql`select pg_advisory_xact_lock((hashtext('restock_waves')::bigint << 32) | ${optionId}::bigint)`,
  );
}

export async function lastWaveAt(db: Executor, optionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(restockWaves.createdAt) })
    .from(restockWaves)
    .where(eq(restockWaves.optionId, optionId));
  return row?.at ?? null;
}

export async function countWaiting(db: Executor, optionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(restockRequests)
    .where(and(eq(restockRequests.optionId, optionId), waiting));
  return row?.n ?? 0;
}

/** The first `limit` in the option's queue: first come first served. */
export function queueHead(db: Executor, optionId: number, limit: number) {
  return db
    .select()
    .from(restockRequests)
    .where(and(eq(restockRequests.optionId, optionId), waiting))
    .orderBy(asc(restockRequests.createdAt), asc(restockRequests.id))
    .limit(limit)
    .for('update');
}

export const insertWave = (db: Executor, values: typeof restockWaves.$inferInsert) =>
  insertRow(db, restockWaves, values);

export async function markSent(db: Executor, id: number, waveId: number, at: Date) {
  await db
    .update(restockRequests)
    .set({ status: 'SENT' satisfies RestockStatus, waveId, sentAt: at, phone: null })
    .where(eq(restockRequests.id, id));
}

/** Per option anyone asked about: its stock, who waits, who was told, the last wave. */
export function demand(db: Executor) {
  return db
    .select({
      itemId: items.id,
      itemName: items.name,
      optionId: itemOptions.id,
      optionLabel: itemOptions.label,
      stock: itemOptions.stock,
      waiting: sql<number>`count(*) filter (where ${restockRequests.status} = 'WAITING')::int`,
      sent: sql<number>`count(*) filter (where ${restockRequests.status} = 'SENT')::int`,
      lastWaveAt: sql<Date | null>`(select max(w.created_at) from ${restockWaves} w
        where w.option_id = ${itemOptions.id})`,
    })
    .from(restockRequests)
    .innerJoin(itemOptions, eq(itemOptions.id, restockRequests.optionId))
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .groupBy(items.id, items.name, itemOptions.id, itemOptions.label, itemOptions.stock)
    .orderBy(
      desc(sql`count(*) filter (where ${restockRequests.status} = 'WAITING')`),
      asc(itemOptions.id),
    )
    .limit(200);
}

export function wavesOf(db: Executor, optionId: number) {
  return db
    .select()
    .from(restockWaves)
    .where(eq(restockWaves.optionId, optionId))
    .orderBy(desc(restockWaves.createdAt), desc(restockWaves.id))
    .limit(100);
}
