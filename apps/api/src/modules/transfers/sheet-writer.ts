import type { FileFormat } from '@shop/contract/admin-transfers';
import ExcelJS from 'exceljs';
import { type CsvCell, toCsv } from '../../lib/csv';

export const FILE_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows written between two progress reports. */
const CHUNK = 1_000;

export interface SheetContent {
  columns: readonly string[];
  rows: CsvCell[][];
}

/**
 * The file of a sheet: CSV as Excel opens it (UTF-8 with a BOM, formula-like text quoted) or
 * XLSX (cells are typed, so text is never run as a formula). `progress` hears how many rows are
 * written, every thousand.
 */
export async function writeSheet(
  format: FileFormat,
  { columns, rows }: SheetContent,
  progress: (written: number) => Promise<void>,
): Promise<Buffer> {
  if (format === 'csv') {
    const parts: string[] = [];
    for (let start = 0; start < rows.length || start === 0; start += CHUNK) {
      const chunk = toCsv(columns, rows.slice(start, start + CHUNK));
      // Each chunk is written with the BOM and the header; only the first keeps them.
      parts.push(start === 0 ? chunk : chunk.slice(chunk.indexOf('\r\n') + 2));
      await progress(Math.min(rows.length, start + CHUNK));
    }
    return Buffer.from(parts.join(''), 'utf8');
  }

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...columns]).font = { bold: true };
  for (let start = 0; start < rows.length; start += CHUNK) {
    for (const row of rows.slice(start, start + CHUNK)) sheet.addRow(row.map((c) => c ?? ''));
    await progress(Math.min(rows.length, start + CHUNK));
  }
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(10, Math.min(40, (columns[index]?.length ?? 0) * 2 + 4));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
