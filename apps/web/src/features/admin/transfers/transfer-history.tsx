import { type Transfer, transferKinds } from '@shop/contract/admin-transfers';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import type { Column } from '../../../shared/ui/data-table';
import { actionsColumn, numberColumn } from '../columns';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { isImport, isUnderWay, useTransfers } from './api';
import { DownloadButton } from './export-job';
import { TransferStatusBadge } from './transfer-badges';
import { TransferProgress } from './transfer-progress';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

const c = t.columns;
const kindOf = (transfer: Transfer) => transferKinds.labels[transfer.kind];

/** The address that opens an import's report on this screen. */
export const reportPath = (id: number) => `/admin/transfers?import=${id}`;

const columns: Column<Transfer>[] = [
  {
    key: 'kind',
    header: c.kind,
    cell: (transfer) =>
      isImport(transfer) ? (
        <Link
          className={page.rowLink}
          to={reportPath(transfer.id)}
          aria-label={t.openReport(`${kindOf(transfer)} ${formatDateTime(transfer.created_at)}`)}
        >
          {kindOf(transfer)}
        </Link>
      ) : (
        kindOf(transfer)
      ),
  },
  { key: 'status', header: c.status, cell: (x) => <TransferStatusBadge status={x.status} /> },
  {
    key: 'file',
    header: c.file,
    cell: (x) => <span className={styles.fileName}>{x.source_name ?? x.file_name ?? '—'}</span>,
  },
  {
    key: 'progress',
    header: c.progress,
    cell: (x) =>
      isUnderWay(x) ? (
        <TransferProgress transfer={x} label={kindOf(x)} compact />
      ) : x.total > 0 ? (
        <span className={page.num}>{t.progressOf(x.processed, x.total)}</span>
      ) : (
        <span className={page.muted}>—</span>
      ),
  },
  { key: 'actor', header: c.actor, cell: (x) => x.actor ?? '—', wide: true },
  numberColumn('at', c.at, (x) => formatDateTime(x.created_at)),
  actionsColumn(c.actions, (x) =>
    x.status === 'done' && !isImport(x) ? (
      <DownloadButton
        transfer={x}
        label={`${kindOf(x)} ${formatDateTime(x.created_at)}`}
        variant="secondary"
      />
    ) : null,
  ),
];

/** The latest imports and exports, newest first; an import opens its report. */
export function TransferHistory() {
  const query = useTransfers();
  return (
    <QueryTable
      caption={t.history}
      columns={columns}
      rowKey={(x) => x.id}
      empty={t.noHistory}
      query={query}
      rows={query.data?.transfers}
    />
  );
}
