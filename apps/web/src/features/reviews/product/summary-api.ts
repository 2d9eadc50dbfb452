import type { ReviewSummary } from '@shop/contract/reviews';
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/http';
import { reviewKeys } from '../../../shared/api/query-keys';

/** GET /v1/items/{id}/reviews/summary: the average, the counts per star and fit, the photos. */
const summaryOptions = (itemId: number) =>
  queryOptions({
    queryKey: reviewKeys.summary(itemId),
    queryFn: () => api<ReviewSummary>(`/v1/items/${itemId}/reviews/summary`),
  });

export const useReviewSummary = (itemId: number) => useQuery(summaryOptions(itemId));

/** Starts the summary beside the product's own request, without rendering again when it lands. */
export const usePrefetchReviewSummary = (itemId: number) =>
  usePrefetchQuery(summaryOptions(itemId));
