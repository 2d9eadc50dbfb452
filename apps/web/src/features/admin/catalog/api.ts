import {
  type AdminItem,
  type AdminItemListQuery,
  type AdminItemRequest,
  adminItemListSchema,
  adminItemSchema,
  ITEM_IMAGE_FIELD,
  stockHistorySchema,
} from '@shop/contract/admin-catalog';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../../shared/api/query-keys';
import { adminApi, adminPath, useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/items: products, hidden ones too, searched by name or id. */
export const useAdminItems = (query: AdminItemListQuery) =>
  useAdminList(adminKeys.catalog.list(query), '/items', adminItemListSchema, query);

/** GET /v1/admin/items/{id}: one product with its options, stock and images. */
export const fetchAdminItem = (id: number): Promise<AdminItem> =>
  adminApi(adminPath(`/items/${id}`), { schema: adminItemSchema });

export const adminItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.catalog.detail(id), queryFn: () => fetchAdminItem(id) });

export const useAdminItem = (id: number | undefined) =>
  useQuery({ ...adminItemQueryOptions(id ?? 0), enabled: id !== undefined });

/** GET /v1/admin/items/{id}/stock-history: the options' stock movements, newest first. */
export const useStockHistory = (id: number) =>
  useQuery({
    // Under the product's key, so every product write (and the catalog's refresh) reloads it.
    queryKey: [...adminKeys.catalog.detail(id), 'stock-history'] as const,
    queryFn: () =>
      adminApi(adminPath(`/items/${id}/stock-history`), { schema: stockHistorySchema }),
  });

/** After any product write: the lists, the product, the storefront's cards and the dashboard. */
function useInvalidateItems() {
  const client = useQueryClient();
  return (item?: AdminItem) => {
    if (item) client.setQueryData(adminItemQueryOptions(item.item_id).queryKey, item);
    void client.invalidateQueries({ queryKey: adminKeys.catalog.all });
    void client.invalidateQueries({ queryKey: catalogKeys.all });
    void client.invalidateQueries({ queryKey: adminKeys.dashboard.all });
  };
}

/** POST /v1/admin/items or PUT /v1/admin/items/{id}. */
export function useSaveItem(id: number | undefined) {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: (body: AdminItemRequest) =>
      adminApi(adminPath(id ? `/items/${id}` : '/items'), {
        method: id ? 'PUT' : 'POST',
        body,
        schema: adminItemSchema,
      }),
    onSuccess: invalidate,
  });
}

/** PUT /v1/admin/items/{id}/visibility: hide from or show in the shop. */
export function useSetVisibility() {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      adminApi(adminPath(`/items/${id}/visibility`), {
        method: 'PUT',
        body: { is_hidden: hidden },
        schema: adminItemSchema,
      }),
    onSuccess: invalidate,
  });
}

/** PUT /v1/admin/items/{id}/options/{optionId}/stock: one option's stock, nothing else. */
export function useSetStock(id: number) {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: ({ optionId, stock }: { optionId: number; stock: number }) =>
      adminApi(adminPath(`/items/${id}/options/${optionId}/stock`), {
        method: 'PUT',
        body: { stock },
        schema: adminItemSchema,
      }),
    onSuccess: invalidate,
  });
}

/** POST /v1/admin/items/{id}/images (multipart): adds images after the existing ones. */
export function useUploadImages(id: number) {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append(ITEM_IMAGE_FIELD, file);
      return adminApi(adminPath(`/items/${id}/images`), {
        method: 'POST',
        body: form,
        schema: adminItemSchema,
      });
    },
    onSuccess: invalidate,
  });
}

/** PUT /v1/admin/items/{id}/images: the images kept, in the order shown. */
export function useArrangeImages(id: number) {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: (imageUrls: string[]) =>
      adminApi(adminPath(`/items/${id}/images`), {
        method: 'PUT',
        body: { image_urls: imageUrls },
        schema: adminItemSchema,
      }),
    onSuccess: invalidate,
  });
}
