import {
  exportKinds,
  type exportRequestSchema,
  type ImportKind,
  importKinds,
  type Transfer,
  type TransferDetail,
  type TransferList,
  type TransferRow,
} from '@shop/contract/admin-transfers';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { type ExportSources, runExport } from './export-run';
import type { CheckedRow, ImportHandler } from './import-handler';
import { type RunLog, runImport } from './import-run';
import { transferMessages } from './messages';
import { countActions, toDetail, toTransfer } from './present';
import * as repo from './repo';
import { readSheet } from './sheet-reader';

/** Other modules name an import kind's interface through here (decision 001). */
export type { AppliedRow, CheckedRow, ImportHandler, SheetRecord } from './import-handler';

type ExportRequest = z.output<typeof exportRequestSchema>;

const MINUTE = 60_000;
/**
 * A run `running` this long, and not on this instance's hands, has lost its instance. A long
 * import another instance still works on stops at its next progress write.
 */
const STALLED_AFTER_MS = 15 * MINUTE;
/** A checked import nobody started is dropped after a day, with the rows it holds. */
const CHECKED_KEPT_MS = 24 * 60 * MINUTE;
/** A finished export's file is kept this long. */
const FILE_KEPT_MS = 7 * 24 * 60 * MINUTE;
/** One job run takes no new run after this long; the next job run goes on. */
const JOB_BUDGET_MS = 5 * MINUTE;
/** How many runs the list shows. */
const LIST_SIZE = 50;

export interface TransferServiceDeps {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  /** The import kinds the shop can run, each through its owning module. */
  handlers: ImportHandler<unknown>[];
  exports: ExportSources;
  log?: RunLog;
  now?: () => Date;
}

export interface UploadedFile {
  name: string;
  data: Buffer;
}

export interface RunOutcome {
  done: number;
  failed: number;
  stalled: number;
  discarded: number;
  filesDropped: number;
}

/** What the report keeps of a checked row (its data goes to the run's input instead). */
const reportRow = (row: CheckedRow<unknown>): TransferRow => ({
  line: row.line,
  key: row.key,
  label: row.label,
  action: row.action,
  errors: row.errors,
  changes: row.changes,
});

/**
 * 가져오기·내보내기 (decision 040): an uploaded file is read and checked first (a dry run that
 * writes nothing but the run), then applied by the `run-transfers` job once the operator starts
 * it; an export is written by the same job and downloaded from the run.
 */
export function createTransferService({
  db,
  audit,
  handlers,
  exports,
  log = () => {},
  now = () => new Date(),
}: TransferServiceDeps) {
  const handlerOf = new Map(handlers.map((h) => [h.kind, h]));
  /** The runs this instance is working on. */
  const working = new Set<number>();
  const listeners = new Set<() => void>();
  const announceQueued = () => {
    for (const listener of listeners) listener();
  };

  async function summary(id: number, executor: Executor = db) {
    const row = await repo.findSummary(executor, id);
    if (!row) throw notFound(transferMessages.notFound);
    return row;
  }

  async function detail(id: number): Promise<TransferDetail> {
    const row = await summary(id);
    return toDetail(row, (await repo.findReport(db, id)) ?? []);
  }

  /** Moves a checked import on (started or discarded), audited in the same transaction. */
  async function decide(
    actorId: number,
    id: number,
    to: 'queued' | 'discarded',
  ): Promise<Transfer> {
    const row = await db.transaction(async (tx) => {
      const patch = to === 'queued' ? { actorId } : { input: [], finishedAt: now() };
      if (!(await repo.moveRun(tx, id, 'checked', to, patch))) {
        await summary(id, tx);
        throw conflict(transferMessages.notChecked);
      }
      const action = to === 'queued' ? 'transfer.start' : 'transfer.discard';
      await audit.record({ actorId, action, targetType: 'transfer', targetId: id }, tx);
      return summary(id, tx);
    });
    if (to === 'queued') announceQueued();
    return toTransfer(row);
  }

  async function fail(id: number, error: string) {
    await repo.moveRun(db, id, 'running', 'failed', { error, input: [], finishedAt: now() });
  }

  async function runOne(run: repo.TransferRunRow): Promise<'done' | 'failed' | 'lost'> {
    try {
      if (exportKinds.values.includes(run.kind as never)) {
        return await runExport(db, run, exports, now);
      }
      const handler = handlerOf.get(run.kind as ImportKind);
      if (!handler) {
        await fail(run.id, transferMessages.kindUnavailable);
        return 'failed';
      }
      if (run.actorId === null) {
        await fail(run.id, transferMessages.noActor);
        return 'failed';
      }
      return await runImport(db, run, handler, { id: run.actorId }, log, now);
    } catch (error) {
      log({ err: error, transfer: run.id }, 'transfer run failed');
      await fail(run.id, transferMessages.runFailed);
      return 'failed';
    }
  }

  return {
    /** Hears that a run was queued (after its transaction); answers the end of listening. */
    onQueued(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async list(direction?: 'import' | 'export'): Promise<TransferList> {
      const kinds =
        direction === 'import'
          ? importKinds.values
          : direction === 'export'
            ? exportKinds.values
            : [...importKinds.values, ...exportKinds.values];
      const rows = await repo.listRuns(db, kinds, LIST_SIZE);
      return { transfers: rows.map(toTransfer) };
    },

    detail,

    /** Reads the file and checks its rows (nothing is written but the run): a `checked` run. */
    async upload(actorId: number, kind: ImportKind, file: UploadedFile): Promise<TransferDetail> {
      const handler = handlerOf.get(kind);
      if (!handler) {
        throw new HttpError(422, [
          { loc: ['body', 'kind'], msg: transferMessages.kindUnavailable, type: 'value_error' },
        ]);
      }
      const { format, records } = await readSheet(file.data, handler.requiredColumns);
      const checked = await handler.check(records);
      const report = checked.map(reportRow);
      const id = await repo.insertRun(db, {
        kind,
        status: 'checked',
        format,
        sourceName: file.name,
        input: checked.map((row) => (row.action === 'error' ? null : row.data)),
        report,
        counts: countActions(report),
        total: report.length,
        actorId,
      });
      return detail(id);
    },

    start: (actorId: number, id: number) => decide(actorId, id, 'queued'),

    discard: (actorId: number, id: number) => decide(actorId, id, 'discarded'),

    async requestExport(actorId: number, request: ExportRequest): Promise<Transfer> {
      if (request.kind === 'orders_export') exports.checkOrders(request.filter);
      const row = await db.transaction(async (tx) => {
        const id = await repo.insertRun(tx, {
          kind: request.kind,
          status: 'queued',
          format: request.format,
          input: 'filter' in request ? request.filter : {},
          actorId,
        });
        await audit.record(
          {
            actorId,
            action: 'transfer.export',
            targetType: 'transfer',
            targetId: id,
            detail: { kind: request.kind, format: request.format },
          },
          tx,
        );
        return summary(id, tx);
      });
      announceQueued();
      return toTransfer(row);
    },

    /** A finished export's file; 404 before it is done and once its seven days are over. */
    async file(id: number) {
      const row = await repo.findFile(db, id);
      if (!row) throw notFound(transferMessages.notFound);
      if (row.status !== 'done' || !exportKinds.values.includes(row.kind as never)) {
        throw notFound(transferMessages.fileNotReady);
      }
      if (!row.file || !row.fileName || !row.fileType) {
        throw notFound(transferMessages.fileExpired);
      }
      return { kind: row.kind, name: row.fileName, type: row.fileType, body: row.file };
    },

    /**
     * The job's turn: fails runs whose instance stopped, drops stale checked imports and old
     * files, then takes queued runs, oldest first, one at a time, for up to five minutes.
     */
    async runQueued(at: Date = now()): Promise<RunOutcome> {
      const outcome: RunOutcome = {
        done: 0,
        failed: 0,
        stalled: await repo.failStalled(
          db,
          new Date(at.getTime() - STALLED_AFTER_MS),
          [...working],
          transferMessages.stalled,
          at,
        ),
        discarded: await repo.discardStale(db, new Date(at.getTime() - CHECKED_KEPT_MS), at),
        filesDropped: await repo.dropOldFiles(db, new Date(at.getTime() - FILE_KEPT_MS)),
      };
      const deadline = Date.now() + JOB_BUDGET_MS;
      while (Date.now() < deadline) {
        const run = await repo.claimQueued(db, now());
        if (!run) break;
        working.add(run.id);
        const result = await runOne(run).finally(() => working.delete(run.id));
        if (result !== 'lost') outcome[result] += 1;
      }
      return outcome;
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
