import type { ItemDetail } from '@shop/contract/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/errors';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';

/** GET /v1/items/{id}: one product with its options (label → stock); 404 when there is none. */
export const fetchItem = (id: number): Promise<ItemDetail> => api<ItemDetail>(`/v1/items/${id}`);

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const itemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.detail(id),
    queryFn: () => fetchItem(id),
    // A missing product stays missing; other failures are tried once more.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const useItem = (id: number) => useQuery(itemQueryOptions(id));
