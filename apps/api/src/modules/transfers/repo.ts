import type { TransferKind, TransferStatus } from '@shop/contract/admin-transfers';
import { and, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRow } from '../../db/rows';
import { members, transferRuns } from '../../db/schema/index';

export type TransferRunRow = typeof transferRuns.$inferSelect;

/** Every column but the heavy ones (the input, the report and the file). */
const summaryColumns = {
  id: transferRuns.id,
  kind: transferRuns.kind,
  status: transferRuns.status,
  format: transferRuns.format,
  sourceName: transferRuns.sourceName,
  counts: transferRuns.counts,
  total: transferRuns.total,
  processed: transferRuns.processed,
  error: transferRuns.error,
  fileName: transferRuns.fileName,
  actorId: transferRuns.actorId,
  actorNickname: members.nickname,
  createdAt: transferRuns.createdAt,
  startedAt: transferRuns.startedAt,
  finishedAt: transferRuns.finishedAt,
};
export type TransferSummaryRow = Awaited<ReturnType<typeof listRuns>>[number];

export const insertRun = (db: Executor, values: typeof transferRuns.$inferInsert) =>
  insertRow(db, transferRuns, values);

/** The latest runs, newest first, of the given kinds. */
export function listRuns(db: Executor, kinds: readonly TransferKind[], limit: number) {
  return db
    .select(summaryColumns)
    .from(transferRuns)
    .leftJoin(members, eq(members.id, transferRuns.actorId))
    .where(inArray(transferRuns.kind, [...kinds]))
    .orderBy(desc(transferRuns.id))
    .limit(limit);
}

export async function findSummary(db: Executor, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(transferRuns)
    .leftJoin(members, eq(members.id, transferRuns.actorId))
    .where(eq(transferRuns.id, id));
  return row;
}

export async function findReport(db: Executor, id: number) {
  const [row] = await db
    .select({ report: transferRuns.report })
    .from(transferRuns)
    .where(eq(transferRuns.id, id));
  return row?.report;
}

export async function findFile(db: Executor, id: number) {
  const [row] = await db
    .select({
      kind: transferRuns.kind,
      status: transferRuns.status,
      fileName: transferRuns.fileName,
      fileType: transferRuns.fileType,
      file: transferRuns.file,
    })
    .from(transferRuns)
    .where(eq(transferRuns.id, id));
  return row;
}

/**
 * Moves a run from `from` to `to`, only while it is still in `from` (a concurrent move waits for
 * the row and then finds it moved); answers whether it moved.
 */
export async function moveRun(
  db: Executor,
  id: number,
  from: TransferStatus,
  to: TransferStatus,
  patch: Partial<typeof transferRuns.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(transferRuns)
    .set({ ...patch, status: to })
    .where(and(eq(transferRuns.id, id), eq(transferRuns.status, from)))
    .returning({ id: transferRuns.id });
  return moved.length === 1;
}

/**
 * Takes the oldest queued run for this worker (`running`, started now); a run another worker
 * is taking is passed over, not waited for.
 */
export async function claimQueued(db: Executor, now: Date) {
  const [row] = await db
    .update(transferRuns)
    .set({ status: 'running', startedAt: now, processed: 0 })
    .where(
      eq(
        transferRuns.id,
        sql`(select ${transferRuns.id} from ${transferRuns} where ${transferRuns.status} = 'queued'
          order by ${transferRuns.id} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Writes a running run's progress; answers false once the run is no longer running. */
export async function saveProgress(
  db: Executor,
  id: number,
  patch: Partial<typeof transferRuns.$inferInsert>,
): Promise<boolean> {
  const saved = await db
    .update(transferRuns)
    .set(patch)
    .where(and(eq(transferRuns.id, id), eq(transferRuns.status, 'running')))
    .returning({ id: transferRuns.id });
  return saved.length === 1;
}

/**
 * Runs left `running` since before `startedBefore` (their instance stopped), but for the ones
 * this instance is still working on: failed.
 */
export async function failStalled(
  db: Executor,
  startedBefore: Date,
  working: readonly number[],
  error: string,
  now: Date,
) {
  const rows = await db
    .update(transferRuns)
    .set({ status: 'failed', error, input: [], finishedAt: now })
    .where(
      and(
        eq(transferRuns.status, 'running'),
        lt(transferRuns.startedAt, startedBefore),
        working.length > 0 ? notInArray(transferRuns.id, [...working]) : undefined,
      ),
    )
    .returning({ id: transferRuns.id });
  return rows.length;
}

/** Checked imports nobody started since before `createdBefore`: discarded, their rows dropped. */
export async function discardStale(db: Executor, createdBefore: Date, now: Date) {
  const rows = await db
    .update(transferRuns)
    .set({ status: 'discarded', input: [], finishedAt: now })
    .where(and(eq(transferRuns.status, 'checked'), lt(transferRuns.createdAt, createdBefore)))
    .returning({ id: transferRuns.id });
  return rows.length;
}

/** Finished exports' files from before `finishedBefore`: emptied, the run kept. */
export async function dropOldFiles(db: Executor, finishedBefore: Date) {
  const rows = await db
    .update(transferRuns)
    .set({ file: null, fileName: null, fileType: null })
    .where(and(isNotNull(transferRuns.file), lt(transferRuns.finishedAt, finishedBefore)))
    .returning({ id: transferRuns.id });
  return rows.length;
}
