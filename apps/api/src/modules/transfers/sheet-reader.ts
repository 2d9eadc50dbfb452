import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@shop/contract/admin-transfers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { HttpError } from '../../lib/errors';
import type { SheetRecord } from './import-handler';
import { transferMessages } from './messages';

/** A refused upload: 422 about the `file` field. */
export const fileError = (msg: string) =>
  new HttpError(422, [{ loc: ['body', 'file'], msg, type: 'value_error' }]);

/** An XLSX file is a zip archive: it starts with the local file header `PK\x03\x04`. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The legacy Excel format (OLE2 compound file), which the shop does not read. */
const isLegacyExcel = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/**
 * The text of a CSV file: UTF-8 (its BOM dropped) when the bytes are valid UTF-8, otherwise
 * CP949, the EUC-KR of Korean Excel and Cafe24. Node's own `euc-kr` decoder stops at EUC-KR's
 * 2,350 syllables and garbles the other 8,822 (똠, 햏) of CP949, hence iconv-lite.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'cp949');
  }
}

/** The quote the shop's CSV exports put before formula-like text (see `lib/csv.ts`). */
const QUOTED_FORMULA = /^'(?=[=+\-@\t\r])/;

function csvLines(bytes: Uint8Array): string[][] {
  let lines: string[][];
  try {
    lines = parse(decodeText(bytes), {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch {
    throw fileError(transferMessages.unreadable);
  }
  // An exported file imported back reads as it was written.
  return lines.map((cells) => cells.map((cell) => cell.replace(QUOTED_FORMULA, '')));
}

/** A cell as the sheet shows it: formulas by their result, links and rich text by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function xlsxLines(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw fileError(transferMessages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(transferMessages.empty);
  // The header, then every row: more than the limit is refused before reading the cells.
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw fileError(transferMessages.tooManyRows);
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(cellText(row.getCell(column).value).trim());
    }
    lines[number - 1] = cells;
  });
  return Array.from(lines, (line) => line ?? []);
}

const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

/**
 * The records of an uploaded sheet (CSV or XLSX, told apart by content): line 1 is the header,
 * cells are trimmed, blank lines skipped. Refuses a file too large, with too many rows, without
 * the `required` columns, or unreadable (422, in Korean).
 */
export async function readSheet(
  bytes: Uint8Array,
  required: readonly string[],
): Promise<{ format: 'csv' | 'xlsx'; records: SheetRecord[] }> {
  if (bytes.length > IMPORT_MAX_BYTES) throw fileError(transferMessages.tooLarge);
  if (isLegacyExcel(bytes)) throw fileError(transferMessages.legacyExcel);
  const format = isZip(bytes) ? 'xlsx' : 'csv';
  const lines = format === 'xlsx' ? await xlsxLines(bytes) : csvLines(bytes);

  const [header = []] = lines;
  if (isBlank(header)) throw fileError(transferMessages.empty);
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) throw fileError(transferMessages.missingColumns(missing));

  const records: SheetRecord[] = [];
  lines.forEach((cells, index) => {
    if (index === 0 || isBlank(cells)) return;
    const record: Record<string, string> = {};
    header.forEach((column, at) => {
      // A column named twice is read from its first place.
      if (column !== '' && !(column in record)) record[column] = cells[at] ?? '';
    });
    records.push({ line: index + 1, cells: record });
  });
  if (records.length === 0) throw fileError(transferMessages.noRows);
  if (records.length > IMPORT_MAX_ROWS) throw fileError(transferMessages.tooManyRows);
  return { format, records };
}
