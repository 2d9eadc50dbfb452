import { stringify } from 'csv-stringify/sync';

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What a cell is given: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** A cell a spreadsheet shows as text: formula-like text gets a leading quote. */
export function safeCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A CSV file as Excel opens it well: UTF-8 with a byte-order mark, CRLF line ends. */
export function toCsv(header: readonly string[], rows: CsvCell[][]): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { bom: true, header: true, columns: [...header], record_delimiter: 'windows' },
  );
}
