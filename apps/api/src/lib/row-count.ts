import { sql } from 'drizzle-orm';

/** `count(*)` as the one column of a select whose answer `countOf` reads. */
export const countColumn = { n: sql<number>`count(*)::int` };

/** The number a `select(countColumn)` query answers. */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}
