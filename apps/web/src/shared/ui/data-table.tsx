import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** A CSS width such as '120px' or '30%'. */
  width?: string;
  /** Left out on tablets (under 1024px), where the table must fit. */
  wide?: boolean;
}

const cellClass = <Row,>(c: Column<Row>) =>
  [styles[c.align ?? 'start'], c.wide ? styles.wide : ''].join(' ');

/** A plain, readable back-office table: a caption for readers, skeleton rows while loading, an empty note. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty = '표시할 항목이 없습니다.',
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  empty?: ReactNode;
}) {
  return (
    // Focusable so a keyboard can scroll a table wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cellClass(c)}
                style={c.width ? { width: c.width } : undefined}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && !rows
            ? [0, 1, 2].map((i) => (
                <tr key={i} aria-hidden>
                  {columns.map((c) => (
                    <td key={c.key}>
                      <span className={styles.bar} />
                    </td>
                  ))}
                </tr>
              ))
            : rows?.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key} className={cellClass(c)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {!loading && rows?.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
