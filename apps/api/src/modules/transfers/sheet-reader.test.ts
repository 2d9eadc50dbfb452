import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@shop/contract/admin-transfers';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { transferMessages } from './messages';
import { decodeText, readSheet } from './sheet-reader';

const required = ['상품코드', '상품명'] as const;

/** Text as Korean Excel saves a CSV. */
const cp949 = (text: string) => new Uint8Array(iconv.encode(text, 'cp949'));

const utf8 = (text: string) => new TextEncoder().encode(text);

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readSheet(bytes, required);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, detail } = error as HttpError;
    expect(statusCode).toBe(422);
    return typeof detail === 'string' ? detail : (detail[0]?.msg ?? '');
  }
  throw new Error('the sheet was read');
}

async function xlsx(lines: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('상품');
  for (const line of lines) sheet.addRow(line);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('reading an uploaded sheet', () => {
  it('reads UTF-8 with a BOM: the header is line 1, cells trimmed, blank lines skipped', async () => {
    const text =
      '\uFEFF상품코드, 상품명 ,판매가\r\nA-1,  린넨 셔츠 ,39000\r\n,,\r\n\r\nA-2,"쉼표, 있는 이름",42000\r\n';
    const { format, records } = await readSheet(utf8(text), required);
    expect(format).toBe('csv');
    expect(records).toEqual([
      { line: 2, cells: { 상품코드: 'A-1', 상품명: '린넨 셔츠', 판매가: '39000' } },
      { line: 5, cells: { 상품코드: 'A-2', 상품명: '쉼표, 있는 이름', 판매가: '42000' } },
    ]);
  });

  it('reads back the quote that CSV exports put before formula-like text', async () => {
    const text = "상품코드,상품명\nD-1,'- 울 100%\nD-2,'=SUM(A1)\nD-3,'그대로\n";
    const { records } = await readSheet(utf8(text), required);
    expect(records.map((r) => r.cells.상품명)).toEqual(['- 울 100%', '=SUM(A1)', "'그대로"]);
  });

  it('reads UTF-8 without a BOM, and EUC-KR (CP949) as Korean Excel writes it', async () => {
    const text = '상품코드,상품명\nB-1,울 가디건 똠방각하\n';
    const expected = [{ line: 2, cells: { 상품코드: 'B-1', 상품명: '울 가디건 똠방각하' } }];
    expect((await readSheet(utf8(text), required)).records).toEqual(expected);
    const bytes = cp949(text);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(decodeText(bytes)).toBe(text);
    expect((await readSheet(bytes, required)).records).toEqual(expected);
  });

  it('reads the first sheet of an XLSX file, numbers and blanks as text', async () => {
    const bytes = await xlsx([
      ['상품코드', '상품명', '판매가'],
      ['C-1', ' 코튼 팬츠 ', 49000],
      [null, null, null],
      ['C-2', '데님 자켓', null],
    ]);
    const { format, records } = await readSheet(bytes, required);
    expect(format).toBe('xlsx');
    expect(records).toEqual([
      { line: 2, cells: { 상품코드: 'C-1', 상품명: '코튼 팬츠', 판매가: '49000' } },
      { line: 4, cells: { 상품코드: 'C-2', 상품명: '데님 자켓', 판매가: '' } },
    ]);
  });

  it('names the required columns a file lacks', async () => {
    expect(await refusal(utf8('상품명,판매가\n셔츠,1000\n'))).toBe(
      transferMessages.missingColumns(['상품코드']),
    );
    expect(await refusal(await xlsx([['판매가'], [1000]]))).toBe(
      transferMessages.missingColumns(['상품코드', '상품명']),
    );
  });

  it('refuses too many rows, too many bytes, empty and unreadable files', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `K${i},이름${i}`);
    expect(await refusal(utf8(['상품코드,상품명', ...rows].join('\n')))).toBe(
      transferMessages.tooManyRows,
    );
    expect(
      (await readSheet(utf8(['상품코드,상품명', ...rows.slice(1)].join('\n')), required)).records,
    ).toHaveLength(IMPORT_MAX_ROWS);
    expect(await refusal(new Uint8Array(IMPORT_MAX_BYTES + 1))).toBe(transferMessages.tooLarge);
    expect(await refusal(utf8('\n\n'))).toBe(transferMessages.empty);
    expect(await refusal(utf8('상품코드,상품명\n,\n'))).toBe(transferMessages.noRows);
    expect(await refusal(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 1, 2, 3))).toBe(
      transferMessages.unreadable,
    );
    expect(await refusal(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1))).toBe(
      transferMessages.legacyExcel,
    );
  });
});
