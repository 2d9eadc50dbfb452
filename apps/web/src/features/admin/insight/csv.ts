import { pad, seoulClock } from '@shop/contract/format';
import { seoulDay } from '../../../shared/format/dates';

/** One column of a table's file: its Korean header and the plain value of a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

const BOM = '\uFEFF';

// Excel opens a CSV as UTF-8 only with the byte order mark, and reads a leading = + - @ as a
// formula: such text is quoted after an apostrophe.
function cell(value: string | number) {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file's text: the byte order mark, the header line, one line per row (CRLF, as Excel writes). */
export function csvText<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]) {
  const lines = [
    columns.map((c) => cell(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(',')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `insight-<name>-YYYYMMDD.csv`, dated on the Seoul day it is made. */
export const csvFileName = (name: string, now = new Date()) =>
  `insight-${name}-${seoulDay(now).replaceAll('-', '')}.csv`;

/** '2026-11-21 14:05' in Asia/Seoul: a moment as a spreadsheet sorts it. */
export function csvDateTime(iso: string) {
  const t = seoulClock(iso);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

/** Saves the text as a file from the browser, without a round trip to the server. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
