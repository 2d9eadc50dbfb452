import type { CatalogSheetColumn } from '@shop/contract/admin-transfers';
import type { CategoryIndex } from './categories-service';
import {
  type Cell,
  MAX_PRICE,
  MAX_STOCK,
  readCategories,
  readCode,
  readColorHex,
  readImageUrls,
  readName,
  readTags,
  readWhole,
  readYesNo,
} from './sheet-cells';
import {
  optionLabelOf,
  paletteHexOf,
  type SheetLine,
  type SheetOption,
  type SheetProduct,
} from './sheet-product';

/** A product of a sheet as read: its first line, and either the product or what is wrong. */
export interface ReadProduct {
  line: number;
  key: string;
  label: string;
  errors: string[];
  product: SheetProduct | null;
}

/** The columns a line of our sheet must have. */
export const CATALOG_SHEET_REQUIRED: readonly CatalogSheetColumn[] = [
  '상품코드',
  '상품명',
  '판매가',
  '사이즈',
  '재고',
];

/** The product's own columns: read from its first line, and never contradicted by the others. */
const PRODUCT_COLUMNS: readonly CatalogSheetColumn[] = [
  '상품명',
  '판매가',
  '카테고리',
  '진열',
  '태그',
  '이미지 URL',
  '설명',
];

const cellOf = (record: SheetLine, column: CatalogSheetColumn) =>
  (record.cells[column] ?? '').trim();

/** The lines of a sheet grouped by 상품코드, in the order each code first appears. */
function groupByCode(records: SheetLine[]): SheetLine[][] {
  const groups = new Map<string, SheetLine[]>();
  const lone: SheetLine[][] = [];
  for (const record of records) {
    const code = cellOf(record, '상품코드');
    // A line without a code cannot join a product: it is reported on its own.
    if (!code) {
      lone.push([record]);
      continue;
    }
    const group = groups.get(code);
    if (group) group.push(record);
    else groups.set(code, [record]);
  }
  return [...groups.values(), ...lone].sort((a, b) => (a[0]?.line ?? 0) - (b[0]?.line ?? 0));
}

/** Reads one product from its lines (the first one names the product's columns). */
function readProduct(lines: SheetLine[], index: CategoryIndex): ReadProduct {
  const [first] = lines as [SheetLine, ...SheetLine[]];
  const errors: string[] = [];
  // On a product of several lines each message names its line.
  const at = (record: SheetLine) => (lines.length > 1 ? `${record.line}행 ` : '');
  function take<T>(record: SheetLine, cell: Cell<T>): T | undefined {
    if (cell.ok) return cell.value;
    errors.push(`${at(record)}${cell.error}`);
    return undefined;
  }
  const raw = (column: CatalogSheetColumn) => cellOf(first, column);

  const code = take(first, readCode('상품코드', raw('상품코드')));
  const name = take(first, readName('상품명', raw('상품명')));
  const price = take(first, readWhole('판매가', raw('판매가'), MAX_PRICE));
  const categoryIds = take(first, readCategories('카테고리', raw('카테고리'), index));
  const shown = take(first, readYesNo('진열', raw('진열')));
  const tags = take(first, readTags('태그', raw('태그')));
  const imageUrls = take(first, readImageUrls('이미지 URL', raw('이미지 URL').split('|')));
  const description = raw('설명');
  if (description.length > 5000) errors.push(`${at(first)}설명은 5,000자 이하로 입력해주세요.`);

  for (const record of lines.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const value = cellOf(record, column);
      const expected = raw(column);
      const differs =
        column === '판매가'
          ? value.replace(/[,\s원]/g, '') !== expected.replace(/[,\s원]/g, '')
          : value !== expected;
      if (value && differs) {
        errors.push(
          `${record.line}행 ${column} '${value}'이(가) 첫 줄(${first.line}행)의 '${expected}'과(와) 다릅니다.`,
        );
      }
    }
  }

  const options: SheetOption[] = [];
  for (const record of lines) {
    const color = cellOf(record, '색상');
    const size = cellOf(record, '사이즈');
    if (!size && (color || lines.length > 1)) {
      errors.push(`${at(record)}사이즈를 입력해주세요.`);
      continue;
    }
    const label = optionLabelOf(color, size);
    if (label.length > 50) {
      errors.push(`${at(record)}옵션 '${label}'은(는) 50자 이하여야 합니다.`);
      continue;
    }
    if (options.some((o) => o.label === label)) {
      errors.push(`${at(record)}옵션 '${label}'이(가) 두 번 있습니다.`);
      continue;
    }
    const hex = take(record, readColorHex('색상코드', cellOf(record, '색상코드')));
    const stock = take(record, readWhole('재고', cellOf(record, '재고'), MAX_STOCK));
    if (hex === undefined || stock === undefined) continue;
    options.push({ label, colorHex: hex ?? paletteHexOf(label), stock });
  }

  const base = { line: first.line, key: raw('상품코드'), label: raw('상품명') };
  if (
    errors.length ||
    code === undefined ||
    name === undefined ||
    price === undefined ||
    categoryIds === undefined ||
    shown === undefined ||
    tags === undefined ||
    imageUrls === undefined
  ) {
    return { ...base, errors, product: null };
  }
  return {
    ...base,
    errors,
    product: {
      code,
      name,
      price,
      hidden: !shown,
      categoryIds,
      tags,
      description: description || null,
      imageUrls,
      options,
      notes: [],
    },
  };
}

/** Our product sheet (`catalogSheetColumns`, one line per option) read into products. */
export const readCatalogSheet = (records: SheetLine[], index: CategoryIndex): ReadProduct[] =>
  groupByCode(records).map((lines) => readProduct(lines, index));
