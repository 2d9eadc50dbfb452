import type { ListedItem } from '@shop/contract/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';

/** GET /v1/items: the product cards, newest first. */
export const fetchItems = (): Promise<ListedItem[]> => api<ListedItem[]>('/v1/items');

export const itemsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.list(), queryFn: fetchItems });

export const useItems = () => useQuery(itemsQueryOptions());
