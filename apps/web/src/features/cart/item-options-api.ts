import type { ItemDetail } from '@shop/contract/items';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';

/** GET /v1/items/{id} for the option-change popup: the item's options and their stock. */
export const useItemOptions = (itemId: number, enabled: boolean) =>
  useQuery({
    queryKey: catalogKeys.detail(itemId),
    queryFn: () => api<ItemDetail>(`/v1/items/${itemId}`),
    enabled,
    // The stock may have moved since the product page was seen.
    staleTime: 0,
    select: (item) => item.options,
  });
