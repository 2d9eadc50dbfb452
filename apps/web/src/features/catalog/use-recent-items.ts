import type { ListedItem } from '@shop/contract/items';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { itemsQueryOptions } from './items-api';
import { recentStore } from './recent-store';

const NONE: number[] = [];
const noIds = () => NONE;

/**
 * The recently viewed products as cards, newest first, without `excludeId`. Products no longer on
 * the shop (hidden or deleted) are not in the product list and so drop out here.
 */
export function useRecentItems(excludeId?: number): ListedItem[] | undefined {
  const ids = useSyncExternalStore(recentStore.subscribe, recentStore.list, noIds);
  const wanted = ids.filter((id) => id !== excludeId);
  const list = useQuery({ ...itemsQueryOptions(), enabled: wanted.length > 0 });
  if (wanted.length === 0) return [];
  if (!list.data) return list.isError ? [] : undefined;
  const byId = new Map(list.data.map((item) => [item.id, item]));
  return wanted.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
