import { createHash } from 'node:crypto';
import { brand } from '@shop/contract/brand';
import type { FeedProduct } from './products';

/**
 * Naver Shopping EP 3.0 ("상품 DB URL"): UTF-8 text, one product a line, fields separated by tabs,
 * a header row naming the fields. Only the fields the shop fills are named (EP 3.0 takes any
 * subset that holds the required ones: id, title, price_pc, link, image_link, category_name1,
 * shipping; and class and update_time in the summary EP).
 */
export const EP_FIELDS = [
  'id',
  'title',
  'price_pc',
  'price_mobile',
  'normal_price',
  'link',
  'mobile_link',
  'image_link',
  'add_image_link',
  'category_name1',
  'condition',
  'brand',
  'maker',
  'origin',
  'shipping',
  'option_detail',
] as const;
export const SUMMARY_FIELDS = [...EP_FIELDS, 'class', 'update_time'] as const;

/** Until the catalog has categories, every product is filed under the shop's one kind. */
export const SHOP_CATEGORY = '패션의류';

/** Naver's limits: id 50 characters, title 100. */
const ID_MAX = 50;
const TITLE_MAX = 100;

/** A field's text on one line: tabs and line breaks would break the row. */
const field = (value: string | number) =>
  String(value)
    .replace(/[\t\r\n]+/g, ' ')
    .trim();

const seoulTime = (at: Date) =>
  new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The product's row, field by field, in EP_FIELDS order. */
function epFields(p: FeedProduct): string[] {
  const inStock = p.options.filter((o) => o.stock > 0);
  return [
    String(p.id).slice(0, ID_MAX),
    p.name.slice(0, TITLE_MAX),
    String(p.price),
    String(p.price),
    '',
    p.link,
    p.link,
    p.image,
    p.extraImages.join('|'),
    SHOP_CATEGORY,
    '신상품',
    brand.name,
    brand.company,
    p.origin,
    String(p.shipping),
    // "옵션^추가금액", options apart by "|": the shop's options cost nothing extra.
    inStock.map((o) => `${o.label.replace(/[|^]/g, ' ')}^0`).join('|'),
  ].map(field);
}

const line = (fields: readonly string[]) => `${fields.join('\t')}\n`;

/** A fingerprint of what Naver sees of the product: the summary EP lists a product when it moves. */
export function epFingerprint(p: FeedProduct): string {
  return createHash('sha1').update(epFields(p).join('\t')).digest('base64url').slice(0, 16);
}

/** The full EP: every product on sale and in stock. */
export function naverEp(products: FeedProduct[]): { tsv: string; rows: number } {
  const rows = products.filter((p) => !p.soldOut).map((p) => line(epFields(p)));
  return { tsv: line(EP_FIELDS) + rows.join(''), rows: rows.length };
}

export type SummaryClass = 'I' | 'U' | 'D';

/**
 * The summary EP: what changed since `baseline` (id → fingerprint of the full EP Naver last
 * took). I: new in the EP; U: changed; D: gone from it (hidden, sold out, deleted, not on sale).
 * A D row of a sold-out product carries its fields; of one the feeds no longer carry (hidden,
 * deleted, not on sale), only its id.
 */
export function naverSummary(
  products: FeedProduct[],
  baseline: Record<string, string>,
  now: Date,
): { tsv: string; rows: number } {
  const rows: string[] = [];
  const listed = new Map<string, FeedProduct>();
  for (const p of products) {
    const id = String(p.id);
    if (p.soldOut) continue;
    listed.set(id, p);
    const before = baseline[id];
    if (before === epFingerprint(p)) continue;
    rows.push(line([...epFields(p), before ? 'U' : 'I', seoulTime(p.updatedAt)]));
  }
  const byId = new Map(products.map((p) => [String(p.id), p]));
  for (const id of Object.keys(baseline)) {
    if (listed.has(id)) continue;
    const known = byId.get(id);
    const fields = known ? epFields(known) : [id, ...EP_FIELDS.slice(1).map(() => '')];
    rows.push(line([...fields, 'D', seoulTime(now)]));
  }
  return { tsv: line(SUMMARY_FIELDS) + rows.join(''), rows: rows.length };
}

/** What each product in the full EP looks like now, for the next summary to compare with. */
export function epFingerprints(products: FeedProduct[]): Record<string, string> {
  return Object.fromEntries(
    products.filter((p) => !p.soldOut).map((p) => [String(p.id), epFingerprint(p)]),
  );
}
