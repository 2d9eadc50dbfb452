import {
  type RowAction,
  rowActions,
  type TransferDetail,
  type TransferRow,
} from '@shop/contract/admin-transfers';
import { useState } from 'react';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { numberColumn } from '../columns';
import { RowActionBadge } from './transfer-badges';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

const r = t.report;

/** Rows with errors first, each group in the file's order. */
export const errorsFirst = (rows: readonly TransferRow[]) =>
  [...rows].sort(
    (a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.line - b.line,
  );

const columns = (keyHeader: string): Column<TransferRow>[] => [
  numberColumn('line', r.line, (row) => row.line.toLocaleString('ko-KR'), { width: '64px' }),
  { key: 'key', header: keyHeader, cell: (row) => <span className={styles.code}>{row.key}</span> },
  { key: 'label', header: r.name, cell: (row) => row.label },
  { key: 'action', header: r.action, cell: (row) => <RowActionBadge action={row.action} /> },
  {
    key: 'detail',
    header: r.detail,
    cell: (row) => {
      const lines = row.action === 'error' ? row.errors : row.changes;
      if (lines.length === 0) return <span className={styles.none}>—</span>;
      return (
        <ul className={row.action === 'error' ? styles.errors : styles.changes}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    },
  },
];

type Filter = RowAction | 'all';

/**
 * The counts by action, which are also the filters of the rows under them (errors first, so
 * what needs fixing is read before the rest).
 */
export function ReportRows({ transfer }: { transfer: TransferDetail }) {
  const [filter, setFilter] = useState<Filter>('all');
  const { counts } = transfer;
  const total = counts.create + counts.update + counts.unchanged + counts.error;
  const chips: [Filter, string, number][] = [
    ['all', r.all, total],
    ...rowActions.values.map((a): [Filter, string, number] => [a, rowActions.labels[a], counts[a]]),
  ];
  const shown = errorsFirst(
    filter === 'all' ? transfer.rows : transfer.rows.filter((row) => row.action === filter),
  );
  const keyHeader = transfer.kind === 'cafe24_members' ? r.memberId : r.code;
  return (
    <>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{r.filterLabel}</legend>
        {chips.map(([value, label, n]) => (
          <button
            key={value}
            type="button"
            className={value === 'error' && n > 0 ? styles.chipDanger : styles.chip}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            <span className={styles.chipLabel}>{label}</span>{' '}
            <span className={styles.chipCount}>{n.toLocaleString('ko-KR')}</span>
          </button>
        ))}
      </fieldset>
      {transfer.rows.length < total && (
        <p className={styles.hint}>{r.clipped(transfer.rows.length)}</p>
      )}
      <DataTable
        caption={r.caption}
        columns={columns(keyHeader)}
        rows={shown}
        rowKey={(row) => `${row.line}-${row.key}`}
        empty={r.none}
      />
    </>
  );
}
