import { eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AnyPgColumn,
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** The first row a query answers; undefined when there is none. */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** A table whose rows are kept by a numeric `id`. */
type KeptById = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/** Inserts one row; answers its new id. */
export async function insertRow<T extends KeptById>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
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

/**
 * `update … set <patch>, updated_at = <now> where id = <id>`: every change of such a row stamps
 * it. Add `.returning(…)` for what the caller needs back.
 */
export function updateById<T extends KeptById & { updatedAt: PgColumn }>(
  db: Executor,
  table: T,
  id: number,
  patch: PgUpdateSetSource<T>,
) {
  return db
    .update(table)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(table.id, id));
}

/** `delete … where id = <id>`; add `.returning(…)` for what the caller needs back. */
export function deleteById<T extends KeptById>(db: Executor, table: T, id: number) {
  return db.delete(table).where(eq(table.id, id));
}
