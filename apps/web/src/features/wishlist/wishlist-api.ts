import type { Wishlist, WishlistIds } from '@shop/contract/wishlist';
import {
  MutationObserver,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../shared/api/http';
import { wishlistKeys } from '../../shared/api/query-keys';

/** GET /v1/wishlist (member): the wished products on the shop, newest first, and their count. */
export const fetchWishlist = (): Promise<Wishlist> => api<Wishlist>('/v1/wishlist', { auth: true });

/** GET /v1/wishlist/ids (member): which products' hearts are filled. */
export const fetchWishedIds = async (): Promise<number[]> =>
  (await api<WishlistIds>('/v1/wishlist/ids', { auth: true })).item_ids;

export const useWishlist = (enabled = true) =>
  useQuery(queryOptions({ queryKey: wishlistKeys.list(), queryFn: fetchWishlist, enabled }));

export const useWishedIds = (enabled: boolean) =>
  useQuery({ queryKey: wishlistKeys.ids(), queryFn: fetchWishedIds, enabled });

export interface WishChange {
  itemId: number;
  wished: boolean;
}

/** `ids` with `itemId` wished or not, newest first like the server's. */
export function withWish(ids: number[] | undefined, { itemId, wished }: WishChange): number[] {
  const others = (ids ?? []).filter((id) => id !== itemId);
  return wished ? [itemId, ...others] : others;
}

/** The list without the product, its count one less. */
export function withoutItem(list: Wishlist, itemId: number): Wishlist {
  const items = list.items.filter((item) => item.id !== itemId);
  return { items, count: items.length };
}

/**
 * PUT or DELETE /v1/wishlist/{id}. The hearts change at once; a refusal puts back this one
 * product's heart (not the whole list, which other presses may have changed meanwhile).
 */
const wishMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ itemId, wished }: WishChange) =>
      api(`/v1/wishlist/${itemId}`, { method: wished ? 'PUT' : 'DELETE', auth: true }),
    onMutate: async (change: WishChange) => {
      // A load under way (just after signing in) would otherwise overwrite the new heart.
      await client.cancelQueries({ queryKey: wishlistKeys.all });
      client.setQueryData<number[]>(wishlistKeys.ids(), (ids) => withWish(ids, change));
      const list = client.getQueryData<Wishlist>(wishlistKeys.list());
      if (list && !change.wished) {
        client.setQueryData<Wishlist>(wishlistKeys.list(), withoutItem(list, change.itemId));
      }
      return { list };
    },
    onError: (_error, change, context) => {
      client.setQueryData<number[]>(wishlistKeys.ids(), (ids) =>
        withWish(ids, { ...change, wished: !change.wished }),
      );
      if (context?.list) client.setQueryData(wishlistKeys.list(), context.list);
    },
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKeys.all }),
  });

export function useSetWish() {
  return useMutation(wishMutation(useQueryClient()));
}

/**
 * The same change as `useSetWish`, started on a press without an observer per heart: a grid of
 * cards would otherwise set up one for each card before anyone presses anything.
 */
export function useChangeWish(): (change: WishChange) => Promise<unknown> {
  const client = useQueryClient();
  return useCallback(
    (change: WishChange) => new MutationObserver(client, wishMutation(client)).mutate(change),
    [client],
  );
}
