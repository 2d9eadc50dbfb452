import { type CatalogSheetColumn, catalogSheetColumns } from '@shop/contract/admin-transfers';
import { csvText, saveCsv } from '../csv-file';

export const TEMPLATE_FILE_NAME = '상품-일괄-등록-양식.csv';

/** One product with one option, as an operator fills the sheet in (진열 Y/N, tags by commas). */
const example: Record<CatalogSheetColumn, string> = {
  상품코드: 'ONDO-SH-001',
  상품명: '린넨 오버셔츠',
  판매가: '45000',
  카테고리: '상의 > 셔츠',
  진열: 'Y',
  태그: '린넨,봄',
  '이미지 URL': '',
  설명: '가볍게 걸치는 린넨 셔츠입니다.',
  색상: '베이지',
  색상코드: '#d8cbb3',
  사이즈: 'M',
  재고: '10',
};

/**
 * The product sheet's header and the example line, with the byte order mark Excel needs to read
 * the file as UTF-8.
 */
export const sheetTemplate = () =>
  csvText(
    catalogSheetColumns.map((column) => ({ header: column, value: () => example[column] })),
    [null],
  );

/** Saves the template from the browser; nothing is asked of the server. */
export const downloadTemplate = () => saveCsv(TEMPLATE_FILE_NAME, sheetTemplate());
