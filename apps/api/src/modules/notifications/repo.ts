import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Queues notifications; one per order change and channel (a repeat adds nothing). */
export async function insertNotifications(db: Executor, values: NewNotification[]) {
  if (values.length === 0) return;
  await db.insert(notifications).values(values).onConflictDoNothing();
}

/**
 * Takes up to `limit` pending notifications due by `now` for one attempt: counts the attempt
 * and moves their next attempt `leaseMs` ahead, in one statement over rows locked with SKIP
 * LOCKED, so that another instance taking at the same time gets other rows, and a send cut
 * short by a crash is tried again once the lease is over.
 */
export async function claimDue(
  db: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), sql`${notifications.nextAttemptAt} <= ${now}`))
    .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notifications)
    .set({
      attempts: sql`${notifications.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(sql`${notifications.id} in (${due})`)
    .returning();
  // RETURNING keeps no order: sent in the order they were queued.
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Executor, id: number, at: Date) {
  await db
    .update(notifications)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(notifications.id, id));
}

export async function markRetry(db: Executor, id: number, error: string, nextAttemptAt: Date) {
  await db
    .update(notifications)
    .set({ lastError: error, nextAttemptAt })
    .where(eq(notifications.id, id));
}

export async function markFailed(db: Executor, id: number, error: string) {
  await db
    .update(notifications)
    .set({ status: 'failed', lastError: error })
    .where(eq(notifications.id, id));
}

export function listForOrder(db: Executor, orderId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.id));
}

/** A failed notification back to pending with fresh attempts; false when it was not failed. */
export async function retryFailed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function find(db: Executor, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}
