import { insightLabels as labels } from '@shop/contract/admin-insight';
import { Download } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type CsvColumn, csvText, saveCsv } from '../csv-file';
import page from '../page.module.css';
import { csvFileName } from './csv';
import styles from './insight-section.module.css';

/** A column shown in the table and written to the CSV: the same header, the same figures. */
export interface Field<Row> extends CsvColumn<Row> {
  key: string;
  /** What the table shows; the CSV value when it is the same. */
  cell?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Only in the table (a link) or only in the file (a date split in two columns). */
  only?: 'table' | 'csv';
}

const toColumns = <Row,>(fields: Field<Row>[]): Column<Row>[] =>
  fields
    .filter((f) => f.only !== 'csv')
    .map((f) => ({
      key: f.key,
      header: f.header,
      align: f.align ?? 'start',
      cell: f.cell ?? ((row: Row) => f.value(row)),
    }));

/**
 * One panel of the insight: a title, the CSV of its rows and, for a chart, a switch to the same
 * figures as a table (a chart on canvas is not read aloud).
 */
export function InsightPanel<Row>({
  title,
  file,
  fields,
  rows,
  rowKey,
  chart,
  tools,
  empty,
  wide,
  children,
}: {
  title: string;
  /** The CSV's name part: insight-<file>-YYYYMMDD.csv. */
  file: string;
  fields: Field<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  chart?: ReactNode;
  /** Controls of the chart (which figure it draws), shown with it. */
  tools?: ReactNode;
  empty?: ReactNode;
  /** Spans the whole grid on wide screens. */
  wide?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const showChart = chart !== undefined && !asTable;
  return (
    <section className={wide ? styles.panelWide : styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <h3 id={headingId} className={styles.panelTitle}>
          {title}
        </h3>
        <div className={styles.panelActions}>
          {chart !== undefined && (
            <Button
              variant="ghost"
              className={styles.panelButton}
              onClick={() => setAsTable((shown) => !shown)}
            >
              {asTable ? labels.chartView : labels.tableView}
            </Button>
          )}
          <Button
            variant="ghost"
            className={styles.panelButton}
            onClick={() =>
              saveCsv(
                csvFileName(file),
                csvText(
                  fields.filter((f) => f.only !== 'table'),
                  rows,
                ),
              )
            }
          >
            <Download size={14} strokeWidth={1.5} aria-hidden />
            {labels.downloadCsv}
          </Button>
        </div>
      </div>
      {children}
      {showChart ? (
        <>
          {tools}
          {chart}
        </>
      ) : (
        <DataTable
          caption={title}
          columns={toColumns(fields)}
          rows={[...rows]}
          rowKey={rowKey}
          empty={empty}
        />
      )}
    </section>
  );
}

/** A figure as the tables show it: tabular digits that do not wrap. */
export const num = (text: ReactNode) => <span className={page.num}>{text}</span>;
