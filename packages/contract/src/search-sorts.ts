/** The list's sorts and their Korean labels, in the order the sort select shows them. */
export const SEARCH_SORT_LABELS = {
  new: '신상품순',
  popular: '인기순',
  price_asc: '낮은 가격순',
  price_desc: '높은 가격순',
  reviews: '리뷰 많은순',
} as const;

export type SearchSort = keyof typeof SEARCH_SORT_LABELS;

export const SEARCH_SORTS = Object.keys(SEARCH_SORT_LABELS) as SearchSort[];
