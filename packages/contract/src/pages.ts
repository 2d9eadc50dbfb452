/**
 * The storefront's addresses, shared by the web router and the server: the server answers 404
 * for any other address, tells crawlers which pages to skip (robots.txt) and lists the public ones
 * in the sitemap.
 *
 * - `public`: a page for everyone, listed in the sitemap when its address has no parameter;
 * - `private`: the member's own pages, checkout and sign-in; crawlers are asked to keep out;
 * - `record`: the page of one product, notice or post: 404 when there is no such record.
 */
export type PageKind = 'public' | 'private' | 'record';

export interface ShopPage {
  path: string;
  kind: PageKind;
}

export const SHOP_PAGES = [
  { path: '/', kind: 'public' },
  { path: '/about', kind: 'public' },
  { path: '/collection', kind: 'public' },
  { path: '/contact', kind: 'public' },
  { path: '/policy', kind: 'public' },
  { path: '/service', kind: 'public' },
  { path: '/service/notice', kind: 'public' },
  { path: '/service/qna', kind: 'public' },
  { path: '/service/notices', kind: 'public' },
  { path: '/products', kind: 'public' },
  { path: '/product/:id', kind: 'record' },
  { path: '/service/notice/:id', kind: 'record' },
  { path: '/service/contents/:id', kind: 'record' },
  { path: '/service/write', kind: 'private' },
  { path: '/service/write/:id', kind: 'private' },
  { path: '/signup', kind: 'private' },
  { path: '/login', kind: 'private' },
  { path: '/account', kind: 'private' },
  { path: '/find-password/:token', kind: 'private' },
  { path: '/edit', kind: 'private' },
  { path: '/mypage', kind: 'private' },
  { path: '/mypage/wishlist', kind: 'private' },
  { path: '/mypage/points', kind: 'private' },
  { path: '/mypage/reviews', kind: 'private' },
  { path: '/mypage/withdraw', kind: 'private' },
  { path: '/cart', kind: 'private' },
  { path: '/coupon', kind: 'private' },
  { path: '/order', kind: 'private' },
  { path: '/order/success', kind: 'private' },
  { path: '/order/fail', kind: 'private' },
  { path: '/guest-order', kind: 'private' },
  { path: '/admin', kind: 'private' },
  { path: '/admin/*', kind: 'private' },
] as const satisfies readonly ShopPage[];

export type ShopPath = (typeof SHOP_PAGES)[number]['path'];

/** Prefixes crawlers are asked to keep out of (robots.txt), besides the private pages. */
export const CRAWL_DISALLOWED_PREFIXES = ['/v1/', '/sandbox/', '/docs', '/uploads/qna/'] as const;

export interface PageMatch {
  page: ShopPage;
  /** The `:name` parts of the address, as written. */
  params: Record<string, string>;
}

/** The page an address (path only, no query) belongs to; undefined when none. */
export function matchShopPage(pathname: string): PageMatch | undefined {
  const parts = splitPath(pathname);
  for (const page of SHOP_PAGES) {
    const params = matchPattern(splitPath(page.path), parts);
    if (params) return { page, params };
  }
  return undefined;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((p) => p !== '');
}

function matchPattern(pattern: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') return parts.length > i ? params : undefined;
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(part);
    else if (segment !== part) return undefined;
  }
  return parts.length === pattern.length ? params : undefined;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export interface PageData {
  /** The answer's address for the page's parameters. */
  url(params: Record<string, string>): string;
  /** A signed-in member's page reads another answer (their own list). */
  visitorsOnly?: boolean;
}

/**
 * The API answer a page reads first, as the web app asks for it (same address, no credentials):
 * the server names it in the page's HTML (`<link rel="preload" as="fetch">`) so that it loads
 * alongside the app's code instead of after it.
 */
export const PAGE_DATA: { readonly [P in ShopPath]?: PageData } = {
  // The list's first page as the products page asks for it without filters (LIST_PAGE_SIZE 20).
  '/products': { url: () => '/v1/items/search?limit=20' },
  '/product/:id': { url: ({ id = '' }) => `/v1/items/${encodeURIComponent(id)}` },
  '/service/qna': { url: () => '/v1/qna?page=1&qna_type=title', visitorsOnly: true },
  '/service/notice/:id': { url: ({ id = '' }) => `/v1/notice/${encodeURIComponent(id)}` },
};
