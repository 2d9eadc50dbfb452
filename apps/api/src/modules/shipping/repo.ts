import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, updateById } from '../../db/rows';
import { shippingSurcharges } from '../../db/schema/index';

export type SurchargeRow = typeof shippingSurcharges.$inferSelect;
export type SurchargeValues = Pick<SurchargeRow, 'zone' | 'fromPostcode' | 'toPostcode' | 'fee'>;

export function listRanges(db: Executor): Promise<SurchargeRow[]> {
  return db
    .select()
    .from(shippingSurcharges)
    .orderBy(asc(shippingSurcharges.fromPostcode), asc(shippingSurcharges.id));
}

/**
 * Holds off other writers of the ranges until the transaction ends, so two overlapping ranges
 * saved at once cannot both pass the overlap check; readers are not blocked.
 */
export async function lockRanges(db: Executor): Promise<void> {
  await db.execute(sql`lock table ${shippingSurcharges} in share row exclusive mode`);
}

export async function insertRange(db: Executor, values: SurchargeValues): Promise<SurchargeRow> {
  const [row] = await db.insert(shippingSurcharges).values(values).returning();
  return row!;
}

export async function updateRange(
  db: Executor,
  id: number,
  values: SurchargeValues,
): Promise<SurchargeRow | undefined> {
  const [row] = await updateById(db, shippingSurcharges, id, values).returning();
  return row;
}

export async function deleteRange(db: Executor, id: number): Promise<SurchargeRow | undefined> {
  const [row] = await deleteById(db, shippingSurcharges, id).returning();
  return row;
}
