import type { MyReview, MyReviews, ReviewCreation, ReviewUpdate } from '@shop/contract/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http';
import { newIdempotencyKey, retryUnanswered } from '../../../shared/api/idempotency';
import { pointKeys, reviewKeys } from '../../../shared/api/query-keys';
import { reviewForm } from './review-photos';

/*
 * The member's own 구매평. The answers are read as the contract's types, not parsed: the server
 * encodes them through its schemas.
 */

/** GET /v1/users/me/reviews: the lines waiting for a review, and the member's reviews. */
export const useMyReviews = () =>
  useQuery({
    queryKey: reviewKeys.mine(),
    queryFn: () => api<MyReviews>('/v1/users/me/reviews', { auth: true }),
  });

/** A review changed: the member's list, the product pages' lists and the points (its reward). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: pointKeys.all }),
    ]);
}

/**
 * POST /v1/reviews: the review and its photos, with a fresh Idempotency-Key per press (kept when
 * one that got no answer is sent again), so that a retry never writes a second review.
 */
export function useWriteReview() {
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: ({
      key,
      review,
      photos,
    }: {
      key: string;
      review: ReviewCreation;
      photos: File[];
    }) =>
      api<MyReview>('/v1/reviews', {
        method: 'POST',
        auth: true,
        body: reviewForm(review, photos),
        idempotencyKey: key,
      }),
    retry: retryUnanswered,
    onSuccess: refresh,
  });
  return (review: ReviewCreation, photos: File[]) =>
    mutation.mutateAsync({ key: newIdempotencyKey(), review, photos });
}

/** PUT /v1/reviews/{id}: the fields, the photos kept (in `review`) and the new ones. */
export function useEditReview() {
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: ({ id, review, photos }: { id: number; review: ReviewUpdate; photos: File[] }) =>
      api<MyReview>(`/v1/reviews/${id}`, {
        method: 'PUT',
        auth: true,
        body: reviewForm(review, photos),
      }),
    onSuccess: refresh,
  });
  return (id: number, review: ReviewUpdate, photos: File[]) =>
    mutation.mutateAsync({ id, review, photos });
}

/** DELETE /v1/reviews/{id}: the server takes the reward back as far as it is still usable. */
export function useDeleteReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/v1/reviews/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: refresh,
  });
}
