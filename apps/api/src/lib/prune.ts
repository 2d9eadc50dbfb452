/** Rows deleted per statement, so that pruning never holds a table for long. */
export const PRUNE_BATCH = 500;

/**
 * Calls `deleteBatch` (which deletes at most `limit` rows and answers how many) until a batch
 * comes back short; answers how many rows went in all.
 */
export async function pruneInBatches(
  deleteBatch: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(PRUNE_BATCH);
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}
