import { SEARCH_SORTS, type SearchSort } from '@shop/contract/search-sorts';

/**
 * What the product list shows, as kept in its address (docs/api.md#product-list-addresses):
 * `/products?q&category&color&size&min_price&max_price&in_stock=1&sort&page`. `page` is how many
 * pages of 20 are shown ("더보기" adds one), so that the same address shows the same cards.
 */
export interface ListFilters {
  q: string;
  /** A category's slug; null for every product. */
  category: string | null;
  colors: string[];
  sizes: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
}

export interface ListParams extends ListFilters {
  sort: SearchSort;
  page: number;
}

export const LIST_PAGE_SIZE = 20;
const MAX_PAGE = 50;
const MAX_VALUES = 20;

export const emptyFilters: ListFilters = {
  q: '',
  category: null,
  colors: [],
  sizes: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

function won(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function values(search: URLSearchParams, key: string): string[] {
  const seen = new Set<string>();
  for (const raw of search.getAll(key)) {
    const value = raw.trim();
    if (value && value.length <= 30) seen.add(value);
  }
  return [...seen].slice(0, MAX_VALUES);
}

/**
 * The list's state from its address. Values the shop would refuse are left out rather than
 * shown as an error: an address someone typed or kept still opens a list.
 */
export function parseListParams(search: URLSearchParams): ListParams {
  const category = search.get('category')?.trim().toLowerCase() ?? '';
  let minPrice = won(search.get('min_price'));
  let maxPrice = won(search.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page'));
  const inStock = search.get('in_stock');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 50),
    category: SLUG.test(category) ? category : null,
    colors: values(search, 'color'),
    sizes: values(search, 'size'),
    minPrice,
    maxPrice,
    inStock: inStock === '1' || inStock === 'true',
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : 'new',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The address's query for a state, in a fixed order and without defaults (sort new, page 1). */
export function serializeListParams(params: Partial<ListParams>): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.category) out.set('category', params.category);
  for (const color of params.colors ?? []) out.append('color', color);
  for (const size of params.sizes ?? []) out.append('size', size);
  if (params.minPrice != null) out.set('min_price', String(params.minPrice));
  if (params.maxPrice != null) out.set('max_price', String(params.maxPrice));
  if (params.inStock) out.set('in_stock', '1');
  if (params.sort && params.sort !== 'new') out.set('sort', params.sort);
  if (params.page && params.page > 1) out.set('page', String(params.page));
  return out;
}

/** `/products?…` for a state. */
export function listHref(params: Partial<ListParams>): string {
  const query = serializeListParams(params).toString();
  return query ? `/products?${query}` : '/products';
}

/** The query of `GET /v1/items/search` for one page of the list (`limit` cards a page). */
export function searchQuery(
  filters: ListFilters & { sort: SearchSort },
  page: number,
  limit = LIST_PAGE_SIZE,
): string {
  const query = serializeListParams({ ...filters, page: 1 });
  if (page > 1) query.set('page', String(page));
  query.set('limit', String(limit));
  return query.toString();
}

/** The filters without the words and the category: what the chips and 전체 해제 are about. */
export const hasFilters = (f: ListFilters) =>
  f.colors.length > 0 ||
  f.sizes.length > 0 ||
  f.minPrice !== null ||
  f.maxPrice !== null ||
  f.inStock;

export const filtersOf = ({ sort: _s, page: _p, ...filters }: ListParams): ListFilters => filters;

/** One chosen value more or less. */
export const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The cleared filters, keeping the words and the category. */
export const clearedFilters = (f: ListFilters): ListFilters => ({
  ...emptyFilters,
  q: f.q,
  category: f.category,
});
