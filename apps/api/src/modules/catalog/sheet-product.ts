import { createHash } from 'node:crypto';
import type { RowAction } from '@shop/contract/admin-transfers';
import { formatWon } from '@shop/contract/format';
import { optionLabelParts } from '@shop/contract/search';
import type { ItemRow, SheetOptionRow } from './repo';

/** One line of an uploaded sheet, as the transfers module reads it. */
export type { SheetRecord as SheetLine } from '../transfers/service';

/** One option as a sheet gives it; `stock` null: a new option starts at 0, a known one keeps its. */
export interface SheetOption {
  label: string;
  colorHex: string | null;
  stock: number | null;
}

/**
 * A product read from a sheet, checked and ready to write (JSON: it waits in the transfer's
 * report until the operator starts the run). Null and empty lists keep what the product has.
 */
export interface SheetProduct {
  code: string;
  name: string;
  price: number;
  hidden: boolean;
  /** null: the product keeps its categories (a new one has none). */
  categoryIds: number[] | null;
  /** null: the product keeps its tags. */
  tags: string[] | null;
  /** null: the product keeps its description. */
  description: string | null;
  /** Source URLs; those the product does not show yet are fetched and added after its own. */
  imageUrls: string[];
  options: SheetOption[];
  /** Said beside the changes of a product created or updated (what the source could not give). */
  notes: string[];
}

/** A product as the shop has it, with its options in order. */
export type ShopProduct = ItemRow & { options: SheetOptionRow[] };

/** '블랙 / M' from colour and size, as the back office's options are named; '단일' for neither. */
export const SINGLE_OPTION = '단일';
export function optionLabelOf(color: string, size: string): string {
  if (color && size) return `${color} / ${size}`;
  return size || color || SINGLE_OPTION;
}

/** The swatch an option gets when the sheet names none: the shop's palette colour, if known. */
export const paletteHexOf = (label: string) => optionLabelParts(label).colorHex;

/**
 * The file name stem of an image fetched from `url`: a digest of the address, so that the stored
 * image tells which address it came from and a second run does not fetch it again.
 */
export const sourceStem = (url: string) =>
  `src-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

/** Whether the product already shows the image of `url` (one of its own, or one fetched from it). */
export function hasImage(imageUrls: string[], url: string, publicUrl: string): boolean {
  const own = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
  if (imageUrls.includes(own) || imageUrls.includes(url)) return true;
  const stem = `/${sourceStem(url)}-`;
  return imageUrls.some((stored) => stored.includes(stem));
}

/** The sheet's image addresses the product does not show yet, each once. */
export const newImageUrls = (wanted: string[], current: string[], publicUrl: string) =>
  [...new Set(wanted)].filter((url) => !hasImage(current, url, publicUrl));

const list = (values: string[]) => (values.length ? values.join(', ') : '없음');
const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * What writing `wanted` would do to `current` (undefined: no product has the code), in words:
 * '판매가 39,000원 → 42,000원', '옵션 추가: 블랙 / L', '재고 블랙 / M 3 → 10'.
 */
export function describeChanges(
  wanted: SheetProduct,
  current: ShopProduct | undefined,
  context: { publicUrl: string; categoryName: (id: number) => string },
): { action: Exclude<RowAction, 'error'>; changes: string[] } {
  if (!current) {
    const stocked = wanted.options.map((o) => `${o.label} ${o.stock ?? 0}`);
    return {
      action: 'create',
      changes: [`옵션 ${wanted.options.length}개: ${stocked.join(', ')}`, ...wanted.notes],
    };
  }
  const changes: string[] = [];
  const names = (ids: number[]) => list(ids.map(context.categoryName));
  if (wanted.name !== current.name) changes.push(`상품명 '${current.name}' → '${wanted.name}'`);
  if (wanted.price !== current.price) {
    changes.push(`판매가 ${formatWon(current.price)} → ${formatWon(wanted.price)}`);
  }
  if (wanted.hidden !== current.hidden) {
    changes.push(`진열 ${current.hidden ? 'N' : 'Y'} → ${wanted.hidden ? 'N' : 'Y'}`);
  }
  if (wanted.categoryIds && !same(wanted.categoryIds, current.categoryIds)) {
    changes.push(`카테고리 ${names(current.categoryIds)} → ${names(wanted.categoryIds)}`);
  }
  if (wanted.tags && !same(wanted.tags, current.tags)) {
    changes.push(`태그 ${list(current.tags)} → ${list(wanted.tags)}`);
  }
  if (wanted.description !== null && wanted.description !== current.description) {
    changes.push('설명 변경');
  }
  const added = newImageUrls(wanted.imageUrls, current.imageUrls, context.publicUrl);
  if (added.length) changes.push(`이미지 추가 ${added.length}장`);
  const byLabel = new Map(current.options.map((o) => [o.label, o]));
  for (const option of wanted.options) {
    const known = byLabel.get(option.label);
    if (!known) {
      changes.push(`옵션 추가: ${option.label}`);
      continue;
    }
    if (option.stock !== null && option.stock !== known.stock) {
      changes.push(`재고 ${option.label} ${known.stock} → ${option.stock}`);
    }
    if (option.colorHex !== known.colorHex) {
      changes.push(
        `색상코드 ${option.label} ${known.colorHex ?? '없음'} → ${option.colorHex ?? '없음'}`,
      );
    }
  }
  if (changes.length === 0) return { action: 'unchanged', changes };
  return { action: 'update', changes: [...changes, ...wanted.notes] };
}
