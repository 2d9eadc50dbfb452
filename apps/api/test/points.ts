import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { pointEntries } from '../src/db/schema/index';

/** The sum of a member's points ledger: what every path must leave equal to the balance shown. */
export async function ledgerSum(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId));
  return Number(row!.sum);
}
