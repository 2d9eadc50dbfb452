import type { ItemSummary } from '@shop/contract/items';
import type { CategoryTree, ItemSearchResult, SearchFacets } from '@shop/contract/search';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderAtRoute } from '../../shared/testing/route-render';

export const tree: CategoryTree = [
  {
    id: 1,
    name: '아우터',
    slug: 'outer',
    children: [
      { id: 2, name: '코트', slug: 'coat' },
      { id: 3, name: '자켓', slug: 'jacket' },
    ],
  },
  { id: 4, name: '상의', slug: 'top', children: [{ id: 5, name: '니트', slug: 'knit' }] },
];

export const facets: SearchFacets = {
  colors: [
    { value: '블랙', hex: '#1f1f1f', count: 4 },
    { value: '아이보리', hex: '#ece6d8', count: 2 },
  ],
  sizes: [
    { value: 'M', count: 5 },
    { value: 'L', count: 0 },
  ],
  categories: [],
  price_bands: [
    { min: 0, max: 30_000, label: '3만원 미만', count: 1 },
    { min: 30_000, max: 50_000, label: '3만~5만원', count: 3 },
    { min: 50_000, max: 100_000, label: '5만~10만원', count: 0 },
    { min: 100_000, max: 200_000, label: '10만~20만원', count: 2 },
    { min: 200_000, max: null, label: '20만원 이상', count: 0 },
  ],
};

export const card = (id: number, name = `상품 ${id}`, price = 39_000): ItemSummary => ({
  id,
  name,
  price,
  image_urls: [`/uploads/demo/item-${id}-front.svg`],
  is_sold_out: false,
  sale_starts_at: null,
  review_count: 0,
  rating: null,
});

export const result = (items: ItemSummary[], total = items.length, page = 1): ItemSearchResult => ({
  items,
  total,
  page,
  limit: 20,
  facets,
});

type Answer = { status: number; body: unknown };

/**
 * Stubs fetch by path; each handler gets the query. Answers what the page asks for: the tree,
 * the searches (by `search`), popular searches and suggestions.
 */
export function stubShop(handlers: {
  search?: (query: URLSearchParams) => Answer | ItemSearchResult;
  suggest?: (q: string) => Answer | object;
  popular?: () => object;
}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    calls.push(`${url.pathname}${url.search}`);
    let answer: Answer = { status: 404, body: { detail: '없음' } };
    const wrap = (value: object): Answer =>
      'status' in value && 'body' in value ? (value as Answer) : { status: 200, body: value };
    if (url.pathname === '/v1/categories') answer = { status: 200, body: tree };
    if (url.pathname === '/v1/items/search' && handlers.search)
      answer = wrap(handlers.search(url.searchParams));
    if (url.pathname === '/v1/search/popular')
      answer = { status: 200, body: handlers.popular?.() ?? { queries: [] } };
    if (url.pathname === '/v1/items/suggest' && handlers.suggest)
      answer = wrap(handlers.suggest(url.searchParams.get('q') ?? ''));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** `page` at `path` with the app's providers, the router and a probe of the current address. */
export const renderAt = (path: string, page: ReactNode, pattern = '/products') =>
  renderAtRoute(pattern, path, page);

/** The address the probe shows, decoded. */
export const currentAddress = (container: HTMLElement) =>
  decodeURIComponent(
    container.ownerDocument.querySelector('[data-testid="location"]')?.textContent ?? '',
  );
