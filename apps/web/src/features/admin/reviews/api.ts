import {
  type AdminReview,
  type AdminReviewList,
  adminReviewListSchema,
  adminReviewSchema,
} from '@shop/contract/reviews';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from '../../../shared/api/query-keys';
import { adminApi, adminPath, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** The list's query, every value as the address and the API spell it ('' for "any"). */
export interface ReviewListParams {
  status: string;
  rating: string;
  photo: string;
  q: string;
  item_id: string;
  page: number;
}

/**
 * GET /v1/admin/reviews: newest first, 20 a page, cached by its query string. The answer gives
 * its page size, not its page count, which the page links need.
 */
export function useAdminReviews(params: ReviewListParams) {
  const path = adminPath('/reviews', { ...params });
  return useQuery({
    queryKey: reviewKeys.admin(path.split('?')[1] ?? ''),
    queryFn: () => adminApi(path, { schema: adminReviewListSchema }),
    placeholderData: keepPreviousData,
    select: (list: AdminReviewList) => ({
      ...list,
      page_count: Math.max(1, Math.ceil(list.total / Math.max(1, list.page_size))),
    }),
  });
}

/**
 * One review under the back office's keys, not under `reviewKeys.all`: a change refreshes the
 * shop's review pages without fetching again the review it has just answered.
 */
const detailKey = (id: number) => [...adminKeys.all, 'reviews', 'detail', id] as const;

/** GET /v1/admin/reviews/{id}; the list's copy shows meanwhile. */
export const useAdminReview = (id: number, listed: AdminReview | undefined) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: () => adminApi(adminPath(`/reviews/${id}`), { schema: adminReviewSchema }),
    placeholderData: listed,
  });

export type ReviewAction =
  | { kind: 'hide'; reason: string }
  | { kind: 'show' }
  | { kind: 'reply'; body: string }
  | { kind: 'removeReply' };

type Call = { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

const call = (id: number, action: ReviewAction): Call => {
  switch (action.kind) {
    case 'hide':
      return { path: `/reviews/${id}/hide`, method: 'POST', body: { reason: action.reason } };
    case 'show':
      return { path: `/reviews/${id}/show`, method: 'POST', body: {} };
    case 'reply':
      return { path: `/reviews/${id}/reply`, method: 'PUT', body: { body: action.body } };
    case 'removeReply':
      return { path: `/reviews/${id}/reply`, method: 'DELETE' };
  }
};

/**
 * POST …/hide, POST …/show, PUT or DELETE …/reply: the review as it is now is cached, and every
 * review list reloads, the product pages' included.
 */
export function useReviewAction(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate(reviewKeys.all);
  return useAdminWrite(
    (action: ReviewAction) => ({ ...call(id, action), schema: adminReviewSchema }),
    (review: AdminReview) => {
      client.setQueryData(detailKey(review.id), review);
      invalidate();
    },
  );
}
