import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteBatch } from '../../db/rows';
import { idempotencyKeys } from '../../db/schema/index';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export interface KeyOf {
  memberId: number;
  route: string;
  key: string;
}

/** Inserts the key as in flight; undefined when the member already sent it to this route. */
export async function insertKey(db: Executor, values: KeyOf & { requestHash: string }) {
  const [row] = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findKey(db: Executor, of: KeyOf) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.memberId, of.memberId),
        eq(idempotencyKeys.route, of.route),
        eq(idempotencyKeys.key, of.key),
      ),
    );
  return row;
}

/**
 * Starts the key over for a new request, only while it is still expired (created before
 * `expiredBefore`) or abandoned (no answer, created before `abandonedBefore`): of two requests
 * taking it over at once, one does.
 */
export async function restartKey(
  db: Executor,
  id: number,
  requestHash: string,
  limits: { expiredBefore: Date; abandonedBefore: Date },
) {
  const [restarted] = await db
    .update(idempotencyKeys)
    .set({ requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        or(
          lt(idempotencyKeys.createdAt, limits.expiredBefore),
          and(
            isNull(idempotencyKeys.responseStatus),
            lt(idempotencyKeys.createdAt, limits.abandonedBefore),
          ),
        ),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return restarted?.id;
}

export async function saveResponse(db: Executor, id: number, status: number, body: string) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

export async function deleteKey(db: Executor, id: number) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Deletes up to `limit` keys created before `before`; answers how many. */
export function deleteOlderThan(db: Executor, before: Date, limit: number) {
  const old = lt(idempotencyKeys.createdAt, before);
  return deleteBatch(db, idempotencyKeys, idempotencyKeys.id, old, limit);
}
