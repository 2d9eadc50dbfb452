import type { Review, ReviewHelpful, ReviewList } from '@shop/contract/reviews';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/http';
import { reviewKeys } from '../../../shared/api/query-keys';
import { useNotify } from '../../../shared/ui/notify';

type Helpful = Pick<Review, 'helped' | 'helpful_count'>;
type CachedList = ReviewList | InfiniteData<ReviewList> | undefined;

const patchList = (list: ReviewList, id: number, patch: Helpful): ReviewList => ({
  ...list,
  items: list.items.map((review) => (review.id === id ? { ...review, ...patch } : review)),
});

/** Every cached list showing review `id` (the pages of each filter, the strip's) shows `patch`. */
function patchReview(client: QueryClient, id: number, patch: Helpful) {
  client.setQueriesData<CachedList>(
    { queryKey: reviewKeys.all, predicate: (query) => query.queryKey[1] === 'list' },
    (data) => {
      if (!data) return data;
      if ('pages' in data) {
        return { ...data, pages: data.pages.map((page) => patchList(page, id, patch)) };
      }
      return patchList(data, id, patch);
    },
  );
}

/**
 * PUT (helped) or DELETE /v1/reviews/{id}/helpful (member). The button changes at once; a
 * refusal puts it back and says why, the answer sets the count the server keeps.
 */
export function useHelpful() {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ review, helped }: { review: Review; helped: boolean }) =>
      api<ReviewHelpful>(`/v1/reviews/${review.id}/helpful`, {
        method: helped ? 'PUT' : 'DELETE',
        auth: true,
      }),
    onMutate: ({ review, helped }) => {
      if (review.helped === helped) return;
      const count = review.helpful_count + (helped ? 1 : -1);
      patchReview(client, review.id, { helped, helpful_count: Math.max(0, count) });
    },
    onSuccess: (answer, { review }) => {
      patchReview(client, review.id, answer);
      // A list asked before the server had the press (just after signing in) would undo it.
      void client.invalidateQueries({
        queryKey: reviewKeys.all,
        predicate: (query) =>
          query.queryKey[1] === 'list' && query.state.fetchStatus === 'fetching',
      });
    },
    onError: (error, { review }) => {
      patchReview(client, review.id, {
        helped: review.helped,
        helpful_count: review.helpful_count,
      });
      notify(error.message, 'alert');
    },
  });
}
