import { describe, expect, it } from 'vitest';
import { safeCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes what a spreadsheet would run as a formula', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(safeCell('+821012345678')).toBe(`'+821012345678`);
    expect(safeCell('-1+1')).toBe(`'-1+1`);
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCell('\tcmd')).toBe(`'\tcmd`);
  });

  it('leaves ordinary text, numbers and blanks as they are', () => {
    expect(safeCell('김온도')).toBe('김온도');
    expect(safeCell('010-1234-5678')).toBe('010-1234-5678');
    expect(safeCell(-3000)).toBe(-3000);
    expect(safeCell(null)).toBe('');
  });

  it('writes a BOM, a header and escaped cells', () => {
    const csv = toCsv(['이름', '메모'], [['김"온도"', 'a,b\nc']]);
    expect(csv.startsWith('\uFEFF이름,메모\r\n')).toBe(true);
    expect(csv).toContain('"김""온도""","a,b\nc"');
  });
});
