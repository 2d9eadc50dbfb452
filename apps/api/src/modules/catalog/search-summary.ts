import { PRICE_BANDS } from '@shop/contract/search';
import type { Condition, GroupRow, SummaryRow } from './search-counts';
import type { SearchFilter } from './search-repo';

/** The band a price falls in, as the database's grouping puts it (search-counts). */
export function bandOf(price: number): number {
  const at = PRICE_BANDS.findIndex((b) => b.max !== null && price < b.max);
  return at === -1 ? PRICE_BANDS.length - 1 : at;
}

const overlaps = <T>(values: T[], wanted: T[]) => wanted.some((w) => values.includes(w));

function matches(row: SummaryRow, filter: SearchFilter, conditions: Condition[]): boolean {
  if (filter.inStock !== undefined && row.inStock !== filter.inStock) return false;
  for (const condition of conditions) {
    if (condition === 'color' && filter.colors.length && !overlaps(row.colors, filter.colors))
      return false;
    if (condition === 'size' && filter.sizes.length && !overlaps(row.sizes, filter.sizes))
      return false;
    if (
      condition === 'category' &&
      filter.categoryIds !== null &&
      !overlaps(row.categoryIds, filter.categoryIds)
    )
      return false;
    if (condition === 'price') {
      if (filter.minPrice !== undefined && row.price < filter.minPrice) return false;
      if (filter.maxPrice !== undefined && row.price > filter.maxPrice) return false;
    }
  }
  return true;
}

/**
 * One grouping's answer from the summary: what `readGroupings` answers for the same filter and
 * conditions. Only for a filter without words (the summary does not know the names).
 */
export function groupFromSummary(
  rows: SummaryRow[],
  filter: SearchFilter,
  conditions: Condition[],
): GroupRow[] {
  if (filter.words) throw new Error('the summary cannot count a search with words');
  const colors = new Map<string, [string[], number]>();
  const sizes = new Map<string, [string[], number]>();
  const categories = new Map<string, [number[], number]>();
  const bands = new Map<number, number>();
  let total = 0;
  const add = <T>(map: Map<string, [T, number]>, value: T, n: number) => {
    const key = JSON.stringify(value);
    const seen = map.get(key);
    if (seen) seen[1] += n;
    else map.set(key, [value, n]);
  };
  for (const row of rows) {
    if (!matches(row, filter, conditions)) continue;
    total += row.n;
    add(colors, row.colors, row.n);
    add(sizes, row.sizes, row.n);
    add(categories, row.categoryIds, row.n);
    const band = bandOf(row.price);
    bands.set(band, (bands.get(band) ?? 0) + row.n);
  }
  return [
    ...[...colors.values()].map(([v, n]): GroupRow => ['colors', v, n]),
    ...[...sizes.values()].map(([v, n]): GroupRow => ['sizes', v, n]),
    ...[...categories.values()].map(([v, n]): GroupRow => ['categories', v, n]),
    ...[...bands].map(([b, n]): GroupRow => ['bands', b, n]),
    ['total', null, total],
  ];
}

/**
 * The summary, loaded once and kept; a search never waits for it again unless a product,
 * category or synonym changed (`invalidate()`). When stock moved (`touch()`, a payment or a
 * cancel) and the kept one is `maxAgeMs` old, a search uses it while a new one loads behind, so
 * a sale's payments cost one load per `maxAgeMs` at most and the counts lag the stock by about
 * that, as the shown stock does. Twenty times that old, it is loaded again behind a search
 * anyway, for what other instances changed. `maxAgeMs` 0 loads one for every search (exact).
 */
export function createSummaryHolder<T>(load: () => Promise<T>, maxAgeMs: number) {
  let current: { value: T; at: number } | undefined;
  let loading: Promise<T> | undefined;
  let stale = false;
  // Bumped by invalidate(): a load begun before it must not be kept as current.
  let generation = 0;

  function refresh(): Promise<T> {
    if (loading) return loading;
    const started = Date.now();
    const from = generation;
    stale = false;
    const pending = load().then((value) => {
      if (from === generation) current = { value, at: started };
      return value;
    });
    loading = pending;
    const done = () => {
      if (loading === pending) loading = undefined;
    };
    pending.then(done, done);
    return pending;
  }

  return {
    async get(): Promise<T> {
      if (maxAgeMs <= 0 || !current) return refresh();
      const age = Date.now() - current.at;
      if (!loading && ((stale && age >= maxAgeMs) || age >= maxAgeMs * 20)) {
        refresh().catch(() => undefined);
      }
      return current.value;
    },
    invalidate() {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
    touch() {
      stale = true;
    },
  };
}
