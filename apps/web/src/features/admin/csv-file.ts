/** One column of a file the back office writes: its Korean header and the plain value of a row. */
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

/** Saves a file the browser holds (made here, or fetched with the admin's token) under `name`. */
export function saveFile(name: string, data: Blob) {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves CSV text made in the browser, without a round trip to the server. */
export const saveCsv = (name: string, text: string) =>
  saveFile(name, new Blob([text], { type: 'text/csv;charset=utf-8' }));
