import { ITEM_CODE_PATTERN, ITEM_MAX_IMAGES } from '@shop/contract/admin-catalog';
import type { CategoryIndex } from './categories-service';

/** Reading one cell: its value, or what is wrong with it in Korean. */
export type Cell<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const fail = <T>(error: string): Cell<T> => ({ ok: false, error });

export const MAX_PRICE = 100_000_000;
export const MAX_STOCK = 1_000_000;

export function readCode(column: string, raw: string): Cell<string> {
  if (!raw) return fail(`${column}를 입력해주세요.`);
  if (!ITEM_CODE_PATTERN.test(raw)) {
    return fail(`${column} '${raw}'은(는) 영문, 숫자, -, _ 로 40자 이하여야 합니다.`);
  }
  return ok(raw);
}

/**
 * A whole number of won or units: '39000', '39,000', '39,000원' and a spreadsheet's '39000.00'
 * all read as 39000.
 */
export function readWhole(column: string, raw: string, max: number): Cell<number> {
  if (!raw) return fail(`${column}를 입력해주세요.`);
  const plain = raw.replace(/[,\s]/g, '').replace(/원$|개$/, '');
  if (!/^-?\d+(\.0+)?$/.test(plain)) return fail(`${column} '${raw}'은(는) 숫자가 아닙니다.`);
  const value = Number.parseInt(plain, 10);
  if (value < 0 || value > max) {
    return fail(`${column} '${raw}'은(는) 0에서 ${max.toLocaleString('ko-KR')} 사이여야 합니다.`);
  }
  return ok(value);
}

/** Y (or empty: `fallback`) / N. */
export function readYesNo(column: string, raw: string, fallback = true): Cell<boolean> {
  if (!raw) return ok(fallback);
  const upper = raw.toUpperCase();
  if (upper === 'Y') return ok(true);
  if (upper === 'N') return ok(false);
  return fail(`${column} '${raw}'은(는) Y 또는 N으로 입력해주세요.`);
}

export function readName(column: string, raw: string): Cell<string> {
  if (!raw) return fail(`${column}을 입력해주세요.`);
  if (raw.length > 100) return fail(`${column}은 100자 이하로 입력해주세요.`);
  return ok(raw);
}

const HEX = /^#[0-9a-f]{6}$/;
export function readColorHex(column: string, raw: string): Cell<string | null> {
  if (!raw) return ok(null);
  const hex = raw.toLowerCase();
  return HEX.test(hex) ? ok(hex) : fail(`${column} '${raw}'은(는) #rrggbb 형식이어야 합니다.`);
}

/** Search words beside the name: comma-separated, each at most 30 characters, at most 30. */
export function readTags(column: string, raw: string): Cell<string[] | null> {
  if (!raw) return ok(null);
  const tags = [...new Set(raw.split(',').map((t) => t.trim()))].filter(Boolean);
  const long = tags.find((t) => t.length > 30);
  if (long) return fail(`${column} '${long}'은(는) 30자 이하여야 합니다.`);
  if (tags.length > 30) return fail(`${column}은(는) 30개까지 입력할 수 있습니다.`);
  return ok(tags);
}

export const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Image addresses: whole http(s) URLs, each once, at most the product's limit. */
export function readImageUrls(column: string, urls: string[]): Cell<string[]> {
  const unique = [...new Set(urls.map((u) => u.trim()).filter(Boolean))];
  const bad = unique.find((u) => !isWebAddress(u));
  if (bad) return fail(`${column} '${bad}': 이미지 주소가 전체 URL이 아닙니다.`);
  if (unique.length > ITEM_MAX_IMAGES) {
    return fail(`${column}은(는) ${ITEM_MAX_IMAGES}개까지 넣을 수 있습니다.`);
  }
  return ok(unique);
}

/** '아우터 > 코트' of a category (a top one is its name alone). */
export function categoryPath(index: CategoryIndex, id: number): string {
  const row = index.byId.get(id);
  if (!row) return String(id);
  const parent = row.parentId === null ? undefined : index.byId.get(row.parentId);
  return parent ? `${parent.name} > ${row.name}` : row.name;
}

/**
 * A category by its name path ('아우터 > 코트'), its slug ('coat') or, when only one has it, its
 * name alone; undefined when none matches.
 */
export function findCategory(index: CategoryIndex, ref: string): number | undefined {
  const parts = ref.split('>').map((p) => p.trim());
  if (parts.length === 2) {
    const [parentName, name] = parts;
    return index.all.find(
      (c) =>
        c.name === name && c.parentId !== null && index.byId.get(c.parentId)?.name === parentName,
    )?.id;
  }
  if (parts.length !== 1) return undefined;
  const bySlug = index.all.find((c) => c.slug === ref);
  if (bySlug) return bySlug.id;
  const named = index.all.filter((c) => c.name === ref);
  const top = named.find((c) => c.parentId === null);
  if (top) return top.id;
  return named.length === 1 ? named[0]?.id : undefined;
}

/** Categories separated by commas; each must exist. */
export function readCategories(
  column: string,
  raw: string,
  index: CategoryIndex,
): Cell<number[] | null> {
  if (!raw) return ok(null);
  const ids: number[] = [];
  for (const ref of raw
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const id = findCategory(index, ref);
    if (id === undefined) return fail(`${column} '${ref}'을(를) 찾을 수 없습니다.`);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > 20) return fail(`${column}은(는) 20개까지 넣을 수 있습니다.`);
  return ok(ids);
}
