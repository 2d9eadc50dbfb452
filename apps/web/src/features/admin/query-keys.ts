/**
 * The back office's query keys, one branch per domain. A key is a prefix of the keys below it:
 * `orders.all` covers every order list and order. The storefront's keys that a change here makes
 * stale come from shared/api/query-keys.
 */
type Query = Record<string, unknown>;

const domain = <const D extends string>(name: D) => {
  const all = ['admin', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query) => [...all, 'list', query] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
};

const coupons = domain('coupons');
const members = domain('members');

export const adminKeys = {
  all: ['admin'] as const,
  catalog: domain('catalog'),
  categories: domain('categories'),
  synonyms: domain('synonyms'),
  orders: domain('orders'),
  /** 교환·반품 신청 (not a coupon's claims, which live under `coupons`). */
  claims: domain('claims'),
  surcharges: domain('surcharges'),
  coupons: {
    ...coupons,
    /** Under the coupon, so a stop or a new coupon's refresh reaches its claims too. */
    claims: (id: number, query: Query) => [...coupons.detail(id), 'claims', query] as const,
  },
  content: domain('content'),
  banners: domain('banners'),
  community: domain('community'),
  members: {
    ...members,
    /** Under the member, so a change to members refreshes their points too. */
    points: (id: number, query: Query) => [...members.detail(id), 'points', query] as const,
  },
  audit: domain('audit'),
  transfers: domain('transfers'),
  payments: {
    ...domain('payments'),
    comparison: (date: string) => ['admin', 'payments', 'comparison', date] as const,
  },
  feeds: ['admin', 'feeds'] as const,
  dashboard: {
    all: ['admin', 'dashboard'] as const,
    jobs: ['admin', 'dashboard', 'jobs'] as const,
  },
};
