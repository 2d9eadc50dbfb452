import type { TransferRow } from '@shop/contract/admin-transfers';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { ImportHandler } from './import-handler';
import { transferMessages } from './messages';
import { countActions } from './present';
import * as repo from './repo';

/** Rows applied between two progress writes (the progress bar). */
const PROGRESS_EVERY = 20;
/** A large report is written less often: each write stores the whole report again. */
const REPORT_WRITES = 50;

export type RunLog = (detail: object, message: string) => void;

/** What a row that threw says: the shop's own refusal as it is, anything else in general. */
const failureOf = (error: unknown) =>
  error instanceof HttpError && typeof error.detail === 'string'
    ? error.detail
    : transferMessages.rowFailed;

/**
 * Applies a claimed import's checked rows one by one through its handler: rows with errors are
 * passed over, a row that throws becomes an error row and the run goes on. Progress, counts and
 * the report are written as it goes; the end empties the input. Stops without a word when the
 * run is no longer its own (failed as stalled meanwhile).
 */
export async function runImport(
  db: Database,
  run: repo.TransferRunRow,
  handler: ImportHandler<unknown>,
  actor: { id: number },
  log: RunLog,
  now: () => Date,
): Promise<'done' | 'lost'> {
  const data = Array.isArray(run.input) ? (run.input as unknown[]) : [];
  const report: TransferRow[] = run.report.map((row) => ({ ...row }));
  const reportEvery = Math.max(PROGRESS_EVERY, Math.ceil(report.length / REPORT_WRITES));

  for (const [index, row] of report.entries()) {
    if (row.action !== 'error') {
      try {
        const applied = await handler.apply(data[index] ?? null, actor);
        Object.assign(row, { action: applied.action, changes: applied.changes });
      } catch (error) {
        if (!(error instanceof HttpError)) {
          log({ err: error, transfer: run.id, line: row.line }, 'import row failed');
        }
        Object.assign(row, { action: 'error', errors: [failureOf(error)], changes: [] });
      }
    }
    const processed = index + 1;
    if (processed % PROGRESS_EVERY === 0 && processed < report.length) {
      const withReport = processed % reportEvery === 0;
      const kept = await repo.saveProgress(db, run.id, {
        processed,
        counts: countActions(report.slice(0, processed)),
        ...(withReport && { report }),
      });
      if (!kept) return 'lost';
    }
  }

  const finished = await repo.moveRun(db, run.id, 'running', 'done', {
    processed: report.length,
    counts: countActions(report),
    report,
    input: [],
    finishedAt: now(),
  });
  return finished ? 'done' : 'lost';
}
