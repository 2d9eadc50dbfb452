import { ITEM_MAX_IMAGES } from '@shop/contract/admin-catalog';
import type { CategoryIndex } from './categories-service';
import { type Cell, findCategory, MAX_PRICE, MAX_STOCK, readCode, readWhole } from './sheet-cells';
import {
  optionLabelOf,
  paletteHexOf,
  type SheetLine,
  type SheetOption,
  type SheetProduct,
} from './sheet-product';
import type { ReadProduct } from './sheet-rows';

/**
 * Cafe24's product file (상품 엑셀 다운로드, one line per product): the columns the shop reads.
 * docs/cafe24-migration.md maps each one and says what is left behind.
 */
export const CAFE24 = {
  code: '상품코드',
  ownCode: '자체 상품코드',
  displayed: '진열상태',
  selling: '판매상태',
  categoryNo: '상품분류 번호',
  name: '상품명',
  price: '판매가',
  optionsUsed: '옵션사용',
  options: '옵션입력',
  stock: '재고수량',
  detailImage: '이미지등록(상세)',
  extraImages: '이미지등록(추가)',
  description: '상품 상세설명',
  keywords: '검색어설정',
} as const;

/** Category names are not in Cafe24's file; an operator may add one of these columns to map them. */
export const CAFE24_CATEGORY_NAME_COLUMNS = ['분류명', '상품분류명'] as const;

export const CAFE24_REQUIRED = [CAFE24.code, CAFE24.name, CAFE24.price] as const;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of Cafe24's HTML (상세설명, sometimes the name): lines kept, tags and scripts gone. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const COLOR_NAME = /색상|컬러|칼라|color|colour/i;
const SIZE_NAME = /사이즈|size|치수/i;

/**
 * Options of 옵션입력 ('색상{블랙|화이트}//사이즈{S|M|L}'): every colour with every size. Only a
 * colour and a size are read; a colour alone gives '블랙 / FREE'.
 */
export function readCafe24Options(raw: string): Cell<string[]> {
  const groups = raw
    .split('//')
    .map((g) => g.trim())
    .filter(Boolean);
  let colors: string[] = [];
  let sizes: string[] = [];
  for (const group of groups) {
    const match = /^(.*?)\{(.*)\}$/.exec(group);
    if (!match) return { ok: false, error: `옵션입력 '${group}'을(를) 읽을 수 없습니다.` };
    const [, name = '', values = ''] = match;
    const list = [...new Set(values.split('|').map((v) => v.trim()))].filter(Boolean);
    if (COLOR_NAME.test(name) && colors.length === 0) colors = list;
    else if (SIZE_NAME.test(name) && sizes.length === 0) sizes = list;
    else {
      return {
        ok: false,
        error: `옵션입력의 '${name.trim()}' 옵션은 가져올 수 없습니다. 색상과 사이즈만 옮깁니다.`,
      };
    }
  }
  if (colors.length === 0 && sizes.length === 0)
    return { ok: true, value: [optionLabelOf('', '')] };
  const sized = sizes.length ? sizes : ['FREE'];
  const labels = colors.length
    ? colors.flatMap((color) => sized.map((size) => optionLabelOf(color, size)))
    : sized.map((size) => optionLabelOf('', size));
  if (labels.length > 100) {
    return {
      ok: false,
      error: `옵션 조합이 ${labels.length}개입니다. 100개까지 옮길 수 있습니다.`,
    };
  }
  return { ok: true, value: labels };
}

function readOne(record: SheetLine, index: CategoryIndex, seen: Map<string, number>) {
  const cell = (column: string) => (record.cells[column] ?? '').trim();
  const errors: string[] = [];
  const notes: string[] = [];
  function take<T>(read: Cell<T>): T | undefined {
    if (read.ok) return read.value;
    errors.push(read.error);
    return undefined;
  }

  const ownCode = cell(CAFE24.ownCode);
  const code = take(
    ownCode ? readCode(CAFE24.ownCode, ownCode) : readCode(CAFE24.code, cell(CAFE24.code)),
  );
  if (code !== undefined) {
    const earlier = seen.get(code);
    if (earlier !== undefined) errors.push(`상품코드 '${code}'이(가) ${earlier}행에도 있습니다.`);
    else seen.set(code, record.line);
  }
  const name = htmlToText(cell(CAFE24.name));
  if (!name) errors.push('상품명을 입력해주세요.');
  else if (name.length > 100) errors.push('상품명은 100자 이하여야 합니다.');
  const price = take(readWhole(CAFE24.price, cell(CAFE24.price), MAX_PRICE));
  const hidden =
    cell(CAFE24.displayed).toUpperCase() === 'N' || cell(CAFE24.selling).toUpperCase() === 'N';

  const optionsUsed =
    cell(CAFE24.optionsUsed).toUpperCase() === 'T' ||
    cell(CAFE24.optionsUsed).toUpperCase() === 'Y';
  const labels = take(
    optionsUsed ? readCafe24Options(cell(CAFE24.options)) : readCafe24Options(''),
  );
  // Cafe24's product file has no stock per option: a product without options may carry one.
  const stockCell = cell(CAFE24.stock);
  const stock =
    stockCell && labels?.length === 1 ? take(readWhole(CAFE24.stock, stockCell, MAX_STOCK)) : null;
  if (labels && labels.length > 1) notes.push('Cafe24 파일에 옵션별 재고가 없어 새 옵션은 재고 0');

  const images = [cell(CAFE24.detailImage), ...cell(CAFE24.extraImages).split('|')]
    .map((u) => u.trim())
    .filter(Boolean);
  const relative = images.find((u) => !/^https?:\/\//i.test(u));
  if (relative) errors.push(`이미지 '${relative}': 이미지 주소가 전체 URL이 아닙니다.`);
  const unique = [...new Set(images)];
  if (unique.length > ITEM_MAX_IMAGES) {
    notes.push(`이미지 ${unique.length}장 중 앞의 ${ITEM_MAX_IMAGES}장만`);
  }

  const categoryIds: number[] = [];
  const categoryName = CAFE24_CATEGORY_NAME_COLUMNS.map(cell).find(Boolean) ?? '';
  for (const ref of categoryName
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const id = findCategory(index, ref.replace(/\s*>\s*/g, ' > '));
    if (id === undefined) notes.push(`분류 '${ref}'은(는) 쇼핑몰에 없어 카테고리 미지정`);
    else if (!categoryIds.includes(id)) categoryIds.push(id);
  }
  if (!categoryName && cell(CAFE24.categoryNo)) {
    notes.push(`Cafe24 상품분류 번호 ${cell(CAFE24.categoryNo)}은(는) 옮기지 않아 카테고리 미지정`);
  }

  const description = htmlToText(cell(CAFE24.description)).slice(0, 5000);
  const tags = [
    ...new Set(
      cell(CAFE24.keywords)
        .split(',')
        .map((t) => t.trim()),
    ),
  ]
    .filter((t) => t && t.length <= 30)
    .slice(0, 30);

  const base = { line: record.line, key: code ?? cell(CAFE24.code), label: name };
  if (
    errors.length ||
    code === undefined ||
    price === undefined ||
    !labels ||
    stock === undefined
  ) {
    return { ...base, errors, product: null };
  }
  const options: SheetOption[] = labels.map((label) => ({
    label,
    colorHex: paletteHexOf(label),
    stock: labels.length === 1 ? stock : null,
  }));
  const product: SheetProduct = {
    code,
    name,
    price,
    hidden,
    categoryIds: categoryIds.length ? categoryIds : null,
    tags: tags.length ? tags : null,
    description: description || null,
    imageUrls: unique.slice(0, ITEM_MAX_IMAGES),
    options,
    notes,
  };
  return { ...base, errors, product };
}

/** Cafe24's product file read into the same products as our own sheet. */
export function readCafe24Products(records: SheetLine[], index: CategoryIndex): ReadProduct[] {
  const seen = new Map<string, number>();
  return records.map((record) => readOne(record, index, seen));
}
