import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** The first row a query answers; undefined when there is none. */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** The id of the row an `insert … returning({ id })` wrote. */
export async function insertedId<T>(query: PromiseLike<{ id: T }[]>): Promise<T> {
  const [row] = await query;
  return row!.id;
}

/** Whether an `update`/`delete … returning(…)` (or a `limit(1)` look-up) found exactly one row. */
export async function foundOne(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length === 1;
}

/**
 * Deletes up to `batch` rows of `table` that match `where`, picked by their `key` column; answers
 * how many went.
 */
export async function deleteBatch(
  db: Executor,
  table: PgTable,
  key: PgColumn,
  where: SQL,
  batch: number,
): Promise<number> {
  const picked = db.select({ key }).from(table).where(where).limit(batch);
  const rows = await db.delete(table).where(inArray(key, picked)).returning({ key });
  return rows.length;
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
