import {
  type AdminItem,
  type AdminItemRequest,
  adminItemRequestSchema,
} from '@shop/contract/admin-catalog';
import { isoToSeoulLocal, seoulLocalToIso } from '@shop/contract/drops';
import type { KeyValueMap } from '@shop/contract/items';
import { z } from 'zod';

const pair = z.object({ key: z.string(), value: z.string() });
export type Pair = z.infer<typeof pair>;

/** The maps (details, fit and sizing, fabric) are edited as rows; empty rows are dropped. */
const pairsToMap = (rows: Pair[]): KeyValueMap =>
  Object.fromEntries(
    rows.map((r) => [r.key.trim(), r.value.trim()] as const).filter(([k, v]) => k || v),
  );
const mapToPairs = (map: KeyValueMap): Pair[] =>
  Object.entries(map).map(([key, value]) => ({ key, value }));

/** Number inputs give NaN when empty; the contract's message then says what is wanted. */
const numberField = z.union([z.number(), z.nan()]);

const productFormShape = z.object({
  /** 상품코드; empty: none. */
  code: z.string(),
  name: z.string(),
  price: numberField,
  description: z.string(),
  details: z.array(pair),
  fit_sizing: z.array(pair),
  fabric: z.array(pair),
  options: z.array(
    z.object({ option_id: z.number().optional(), label: z.string(), stock: numberField }),
  ),
  is_hidden: z.boolean(),
  /** A datetime-local value read in Seoul time ('2026-12-01T20:00'); empty: on sale now. */
  sale_starts_at: z.string(),
  /** Empty (NaN): no per-member limit. */
  max_per_member: numberField,
  category_ids: z.array(z.number()),
});
export type ProductFormValues = z.infer<typeof productFormShape>;

/** The form's rows → the contract's request, checked with the contract's own rules. */
export const productFormSchema = productFormShape
  .transform(
    (v): AdminItemRequest => ({
      ...v,
      details: pairsToMap(v.details),
      fit_sizing: pairsToMap(v.fit_sizing),
      fabric: pairsToMap(v.fabric),
      // An unreadable value is passed on as typed, for the contract to refuse by name.
      sale_starts_at: v.sale_starts_at
        ? (seoulLocalToIso(v.sale_starts_at) ?? v.sale_starts_at)
        : null,
      max_per_member: Number.isNaN(v.max_per_member) ? null : v.max_per_member,
    }),
  )
  .pipe(adminItemRequestSchema);

export const emptyProduct: ProductFormValues = {
  code: '',
  name: '',
  price: Number.NaN,
  description: '',
  details: [{ key: '', value: '' }],
  fit_sizing: [{ key: '', value: '' }],
  fabric: [{ key: '', value: '' }],
  options: [{ label: '', stock: Number.NaN }],
  is_hidden: false,
  sale_starts_at: '',
  max_per_member: Number.NaN,
  category_ids: [],
};

export function productToForm(item: AdminItem): ProductFormValues {
  const rows = (map: KeyValueMap) => {
    const pairs = mapToPairs(map);
    return pairs.length ? pairs : [{ key: '', value: '' }];
  };
  return {
    code: item.code ?? '',
    name: item.name,
    price: item.price,
    description: item.description,
    details: rows(item.details),
    fit_sizing: rows(item.fit_sizing),
    fabric: rows(item.fabric),
    options: item.options.map((o) => ({ option_id: o.option_id, label: o.label, stock: o.stock })),
    is_hidden: item.is_hidden,
    sale_starts_at: item.sale_starts_at ? isoToSeoulLocal(item.sale_starts_at) : '',
    max_per_member: item.max_per_member ?? Number.NaN,
    category_ids: item.category_ids,
  };
}
