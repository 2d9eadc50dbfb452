import { PRICE_BANDS } from '@shop/contract/search';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { itemOptions, items } from '../../db/schema/index';
import { baseWhere, facetConditions, type SearchFilter } from './search-repo';

/**
 * The total and the facet counts of a search.
 *
 * Each facet counts with the other filters kept and its own left out, so a search with k facet
 * filters needs the products of up to k + 1 condition sets. Each set is one "grouping": a scan
 * of the products matching it (through the indexes its conditions allow), grouped at once by the
 * colour set, the size set, the category set and the price band of each product (GROUPING
 * SETS). Grouping by the whole array, not by its elements, keeps the groups few (products share
 * their combinations) and lets a top category count its children's products exactly once.
 */

export type Condition = 'color' | 'size' | 'category' | 'price';
type Dimension = 'colors' | 'sizes' | 'categories' | 'bands' | 'total';
const OWN: Record<Exclude<Dimension, 'total'>, Condition> = {
  colors: 'color',
  sizes: 'size',
  categories: 'category',
  bands: 'price',
};

/**
 * The shown catalog folded by what the facets look at: one row per combination of colour set,
 * size set, category set, price and stock state, with how many products share it. A search
 * without words counts from these rows in memory instead of scanning the products: at 100,000
 * products a count over most of the catalog costs the database 80–140 ms, the fold a few
 * milliseconds (decision 033).
 */
export interface SummaryRow {
  colors: string[];
  sizes: string[];
  categoryIds: number[];
  price: number;
  inStock: boolean;
  n: number;
}

export interface CatalogSummary {
  rows: SummaryRow[];
  /** The shown products without stock: a search with words and `in_stock` counts without them. */
  soldOut: number[];
}

/** One grouping's answer: per dimension, each value (an array, a band, nothing) and its count. */
export type GroupRow = [Dimension, string[] | number[] | number | null, number];

export interface FacetCounts {
  total: number;
  colors: [string, number][];
  sizes: [string, number][];
  categories: [number, number][];
  bands: [number, number][];
}

/** The facet conditions the filter sets (a condition left out is true for every product). */
export function activeConditions(filter: SearchFilter): Condition[] {
  const active: Condition[] = [];
  if (filter.colors.length) active.push('color');
  if (filter.sizes.length) active.push('size');
  if (filter.categoryIds !== null) active.push('category');
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) active.push('price');
  return active;
}

/** The condition sets a search needs: the total's (all of them) and one per filtered facet. */
export function groupingsOf(filter: SearchFilter): Condition[][] {
  const active = activeConditions(filter);
  return [active, ...active.map((own) => active.filter((c) => c !== own))];
}

/**
 * What identifies a grouping's answer: the words and stock state every count shares, and the
 * values of its own conditions. Searches that differ only in the sort, the page or a filter the
 * grouping leaves out share it.
 */
export function groupingKey(filter: SearchFilter, conditions: Condition[]): string {
  const has = (c: Condition) => conditions.includes(c);
  const sorted = <T extends string | number>(values: T[]) =>
    [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    filter.words,
    filter.inStock ?? null,
    has('color') ? sorted(filter.colors) : null,
    has('size') ? sorted(filter.sizes) : null,
    has('category') && filter.categoryIds ? sorted(filter.categoryIds) : null,
    has('price') ? [filter.minPrice ?? null, filter.maxPrice ?? null] : null,
  ]);
}

const band = sql.raw(
  `case ${PRICE_BANDS.map((b, i) => (b.max === null ? '' : `when price < ${b.max} then ${i}`)).join(' ')} else ${PRICE_BANDS.length - 1} end`,
);

function groupingSql(filter: SearchFilter, conditions: Condition[], soldOut?: number[]): SQL {
  const f = facetConditions(filter);
  const where = and(baseWhere(filter, soldOut), ...conditions.map((c) => f[c]))!;
  return sql`(select coalesce(json_agg(json_build_array(d, v, n)), '[]'::json) from (
    select case when grouping(s.colors) = 0 then 'colors' when grouping(s.sizes) = 0 then 'sizes'
        when grouping(s.category_ids) = 0 then 'categories' when grouping(s.band) = 0 then 'bands'
        else 'total' end as d,
      coalesce(to_json(s.colors), to_json(s.sizes), to_json(s.category_ids), to_json(s.band)) as v,
      count(*)::int as n
    from (select ${items.colors} as colors, ${items.sizes} as sizes,
        ${items.categoryIds} as category_ids, ${band} as band
      from ${items} where ${where}) s
    group by grouping sets ((s.colors), (s.sizes), (s.category_ids), (s.band), ())) g)`;
}

/**
 * The answers of several groupings in one statement, in the order asked; `soldOut` as in
 * `baseWhere`.
 */
export async function readGroupings(
  db: Executor,
  filter: SearchFilter,
  groupings: Condition[][],
  soldOut?: number[],
): Promise<GroupRow[][]> {
  if (groupings.length === 0) return [];
  const columns = groupings.map(
    (g, i) => sql`${groupingSql(filter, g, soldOut)} as ${sql.raw(`g${i}`)}`,
  );
  const [row] = rowsOf<Record<string, GroupRow[]>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)}`),
  );
  return groupings.map((_, i) => row?.[`g${i}`] ?? []);
}

/**
 * The shown catalog folded by colour set, size set, category set, price and stock state, and
 * the shown products without stock.
 */
export async function readSummary(db: Executor): Promise<CatalogSummary> {
  const rows = rowsOf<{
    colors: string[];
    sizes: string[];
    category_ids: number[];
    price: number;
    in_stock: boolean;
    n: number;
    sold_out: number[] | null;
  }>(
    await db.execute(sql`select colors, sizes, category_ids, price, in_stock, count(*)::int as n,
        case when in_stock then null else array_agg(id) end as sold_out
      from (select ${items.id} as id, ${items.colors} as colors, ${items.sizes} as sizes,
          ${items.categoryIds} as category_ids, ${items.price} as price,
          exists (select 1 from ${itemOptions} o where o.item_id = items.id and o.stock > 0) as in_stock
        from ${items} where ${items.hidden} = false) s
      group by colors, sizes, category_ids, price, in_stock`),
  );
  return {
    rows: rows.map((r) => ({
      colors: r.colors,
      sizes: r.sizes,
      categoryIds: r.category_ids,
      price: r.price,
      inStock: r.in_stock,
      n: r.n,
    })),
    soldOut: rows.flatMap((r) => r.sold_out ?? []),
  };
}

/**
 * The facets from the groupings' answers (in the order of `groupingsOf`). `subtrees` lists each
 * shown category with the categories it covers (itself and its children).
 */
export function foldCounts(
  filter: SearchFilter,
  answers: GroupRow[][],
  subtrees: { category: number; members: number[] }[],
): FacetCounts {
  const active = activeConditions(filter);
  const rowsFor = (dimension: Exclude<Dimension, 'total'>) => {
    const own = active.indexOf(OWN[dimension]);
    return (answers[own + 1] ?? []).filter((r) => r[0] === dimension);
  };
  const perValue = (dimension: 'colors' | 'sizes') => {
    const counts = new Map<string, number>();
    for (const [, values, n] of rowsFor(dimension)) {
      for (const v of (values as string[] | null) ?? []) counts.set(v, (counts.get(v) ?? 0) + n);
    }
    return [...counts];
  };
  const categoryRows = rowsFor('categories').map(
    ([, ids, n]) => [new Set((ids as number[] | null) ?? []), n] as const,
  );
  const categories = subtrees.flatMap(({ category, members }): [number, number][] => {
    let n = 0;
    for (const [ids, count] of categoryRows) if (members.some((m) => ids.has(m))) n += count;
    return n > 0 ? [[category, n]] : [];
  });
  return {
    total: (answers[0] ?? []).find((r) => r[0] === 'total')?.[2] ?? 0,
    colors: perValue('colors'),
    sizes: perValue('sizes'),
    categories,
    bands: rowsFor('bands').map(([, b, n]) => [b as number, n]),
  };
}
