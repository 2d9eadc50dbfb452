import { REVIEW_RULES, type ReviewSort } from '@shop/contract/review-rules';
import type { ReviewList } from '@shop/contract/reviews';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/http';
import { reviewKeys } from '../../../shared/api/query-keys';
import { useAuth } from '../../../shared/auth/auth-context';

/** What the shopper narrowed the list to, and its order. */
export interface ReviewFilters {
  sort: ReviewSort;
  photo: boolean;
  /** The size bought ('M'); '' for every size. */
  size: string;
  rating: number | null;
}

export const NO_FILTERS: ReviewFilters = { sort: 'latest', photo: false, size: '', rating: null };

export const isFiltered = (filters: ReviewFilters) =>
  filters.photo || filters.size !== '' || filters.rating !== null;

/** The list's query string without its page: 'sort=latest&photo=true&size=M&rating=5'. */
export function filterSearch(filters: ReviewFilters): string {
  const params = new URLSearchParams({ sort: filters.sort });
  if (filters.photo) params.set('photo', 'true');
  if (filters.size) params.set('size', filters.size);
  if (filters.rating !== null) params.set('rating', String(filters.rating));
  return params.toString();
}

/**
 * GET /v1/items/{id}/reviews, with the member's token when signed in: `helped` and `is_mine`
 * are the viewer's.
 */
const fetchReviews = (itemId: number, search: string, page: number, limit: number) =>
  api<ReviewList>(`/v1/items/${itemId}/reviews?${search}&page=${page}&limit=${limit}`, {
    auth: true,
  });

/** Whose answer a list is (it says what they pressed); none while the session is restored. */
function useViewer() {
  const { status } = useAuth();
  return { viewer: status === 'in' ? 'member' : 'visitor', ready: status !== 'restoring' };
}

/** The list's pages for the filters, each "더보기" appending the next. */
export function useReviewList(itemId: number, filters: ReviewFilters) {
  const { viewer, ready } = useViewer();
  const search = filterSearch(filters);
  return useInfiniteQuery({
    queryKey: [...reviewKeys.list(itemId, search), viewer],
    queryFn: ({ pageParam }) => fetchReviews(itemId, search, pageParam, REVIEW_RULES.pageSize),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
    enabled: ready,
    // The list on screen stays while the one for new filters loads: the page does not jump.
    placeholderData: keepPreviousData,
  });
}

const STRIP_SEARCH = filterSearch({ ...NO_FILTERS, photo: true });

/**
 * The newest photo reviews, as many as the summary's strip has photos: the strip's photos are
 * theirs, so a photo opened from it finds its review here.
 */
export function useStripReviews(itemId: number, enabled: boolean) {
  const { viewer, ready } = useViewer();
  const limit = REVIEW_RULES.photoStripSize;
  return useQuery({
    queryKey: [...reviewKeys.list(itemId, `${STRIP_SEARCH}&limit=${limit}`), viewer],
    queryFn: () => fetchReviews(itemId, STRIP_SEARCH, 1, limit),
    enabled: enabled && ready,
  });
}
