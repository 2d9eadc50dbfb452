import type {
  Transfer,
  TransferCounts,
  TransferDetail,
  TransferRow,
} from '@shop/contract/admin-transfers';
import type { TransferSummaryRow } from './repo';

/** The most report rows one answer holds. */
export const REPORT_ROWS_SHOWN = 1_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const noCounts = (): TransferCounts => ({ create: 0, update: 0, unchanged: 0, error: 0 });

export function countActions(rows: readonly Pick<TransferRow, 'action'>[]): TransferCounts {
  const counts = noCounts();
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

export function toTransfer(row: TransferSummaryRow): Transfer {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    format: row.format,
    source_name: row.sourceName,
    total: row.total,
    processed: row.processed,
    counts: row.counts,
    error: row.error,
    file_name: row.fileName,
    actor: row.actorNickname,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}

/** The run with its report: rows with errors first, then in the file's order. */
export function toDetail(row: TransferSummaryRow, report: readonly TransferRow[]): TransferDetail {
  const errorsFirst = [
    ...report.filter((r) => r.action === 'error'),
    ...report.filter((r) => r.action !== 'error'),
  ];
  return { ...toTransfer(row), rows: errorsFirst.slice(0, REPORT_ROWS_SHOWN) };
}
