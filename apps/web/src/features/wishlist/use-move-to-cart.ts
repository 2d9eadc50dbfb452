import type { ItemDetail } from '@shop/contract/items';
import type { WishlistEntry } from '@shop/contract/wishlist';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';
import { useNotify } from '../../shared/ui/notify';
import { useAddCartLines } from '../cart';
import { wishlistText as t } from './messages';
import { useSetWish } from './wishlist-api';

/**
 * Moves a wished product to the cart: one unit of its only option at once, or of the option the
 * shopper picks in the cart's option popup when it has several; then it leaves the wishlist.
 */
export function useMoveToCart() {
  const client = useQueryClient();
  const addLines = useAddCartLines();
  const setWish = useSetWish();
  const notify = useNotify();
  const [picking, setPicking] = useState<WishlistEntry>();
  const [busyId, setBusyId] = useState<number>();

  function moved(item: WishlistEntry) {
    setPicking(undefined);
    setWish.mutate({ itemId: item.id, wished: false });
    notify(t.moved);
  }

  async function start(item: WishlistEntry) {
    setBusyId(item.id);
    try {
      const detail = await client.fetchQuery({
        queryKey: catalogKeys.detail(item.id),
        queryFn: () => api<ItemDetail>(`/v1/items/${item.id}`),
        // The stock may have moved since the product was wished.
        staleTime: 0,
      });
      const labels = Object.keys(detail.options);
      if (labels.length !== 1) return setPicking(item);
      await addLines.mutateAsync({
        item_id: item.id,
        options: [{ color_size: labels[0]!, quantity: 1 }],
      });
      moved(item);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'alert');
    } finally {
      setBusyId(undefined);
    }
  }

  return { start, picking, moved, cancel: () => setPicking(undefined), busyId };
}
