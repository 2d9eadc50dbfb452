/**
 * The storefront's query keys, one factory per domain. A key is a prefix of the keys below it:
 * invalidating `all` marks every query of the domain stale, `lists()` every page of its lists.
 * They live in shared/ because several features read them and the back office invalidates them
 * after its changes (a saved notice, a stopped coupon, a hidden product).
 */

/** Whose view a query is: a member also sees their own secret posts and comments. */
export type Viewer = 'member' | 'visitor';

const catalogAll = ['catalog'] as const;
/**
 * Products: GET /v1/items and /v1/items/{id}; finding them: the category tree, the list's pages
 * (GET /v1/items/search, by its query string), the search box's suggestions, popular searches.
 */
export const catalogKeys = {
  all: catalogAll,
  list: () => [...catalogAll, 'list'] as const,
  detail: (id: number) => [...catalogAll, 'detail', id] as const,
  categories: () => [...catalogAll, 'categories'] as const,
  search: (query: string) => [...catalogAll, 'search', query] as const,
  suggest: (q: string) => [...catalogAll, 'suggest', q] as const,
  popular: () => [...catalogAll, 'popular'] as const,
};

/** The member's cart: GET /v1/cart. */
export const cartKeys = {
  all: ['cart'] as const,
};

const wishlistAll = ['wishlist'] as const;
/** The member's wished products: GET /v1/wishlist and the hearts' GET /v1/wishlist/ids. */
export const wishlistKeys = {
  all: wishlistAll,
  list: () => [...wishlistAll, 'list'] as const,
  ids: () => [...wishlistAll, 'ids'] as const,
};

const couponsAll = ['coupons'] as const;
export const couponKeys = {
  all: couponsAll,
  /** GET /v1/users/me/coupon: the member's unused coupons (mypage, /coupon and the order sheet). */
  mine: () => [...couponsAll, 'mine'] as const,
  claimable: () => [...couponsAll, 'claimable'] as const,
};

const ordersAll = ['orders'] as const;
/** The member's order lists, one per status. */
export const orderKeys = {
  all: ordersAll,
  lists: () => [...ordersAll, 'list'] as const,
  list: (status: string) => [...ordersAll, 'list', status] as const,
};

const pointsAll = ['points'] as const;
/** The member's 적립금: GET /v1/users/me/points, one page of the history each. */
export const pointKeys = {
  all: pointsAll,
  page: (page: number) => [...pointsAll, 'page', page] as const,
};

const reviewsAll = ['reviews'] as const;
/**
 * 구매평: a product's summary and list pages (GET /v1/items/{id}/reviews…, by query string), the
 * member's own (GET /v1/users/me/reviews), the back office's list (by query string).
 */
export const reviewKeys = {
  all: reviewsAll,
  summary: (itemId: number) => [...reviewsAll, 'summary', itemId] as const,
  list: (itemId: number, query: string) => [...reviewsAll, 'list', itemId, query] as const,
  mine: () => [...reviewsAll, 'mine'] as const,
  admin: (query: string) => [...reviewsAll, 'admin', query] as const,
};

const communityAll = ['community'] as const;
/** The Q&A board: its pages (with the pinned notices on page 1), posts and their comments. */
export const communityKeys = {
  all: communityAll,
  lists: () => [...communityAll, 'list'] as const,
  list: (viewer: Viewer, query: object) => [...communityAll, 'list', viewer, query] as const,
  post: (id: number) => [...communityAll, 'post', id] as const,
  postAs: (id: number, viewer: Viewer) => [...communityAll, 'post', id, viewer] as const,
  comments: (qnaId: number) => [...communityAll, 'comments', qnaId] as const,
  commentsAs: (qnaId: number, viewer: Viewer) =>
    [...communityAll, 'comments', qnaId, viewer] as const,
};

const contentAll = ['content'] as const;
/** The shop's notices (GET /v1/notice, /v1/notice/{id}) and the home banners (GET /v1/banners). */
export const contentKeys = {
  all: contentAll,
  notices: () => [...contentAll, 'notices'] as const,
  notice: (id: number) => [...contentAll, 'notice', id] as const,
  banners: () => [...contentAll, 'banners'] as const,
};

/** The member's own records: the address book, what withdrawing would take away. */
export const accountKeys = {
  all: ['account'] as const,
  deliveries: () => ['account', 'deliveries'] as const,
  withdrawal: () => ['account', 'withdrawal'] as const,
};

/** What the order sheet needs from the shop's settings. */
export const checkoutKeys = {
  config: () => ['checkout', 'config'] as const,
  paymentStatus: (merchantId: string) => ['checkout', 'payment-status', merchantId] as const,
  surcharge: (postcode: string) => ['checkout', 'surcharge', postcode] as const,
};
