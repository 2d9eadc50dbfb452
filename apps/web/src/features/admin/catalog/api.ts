import {
  type AdminItem,
  type AdminItemListQuery,
  type AdminItemRequest,
  adminItemListSchema,
  adminItemSchema,
  ITEM_IMAGE_FIELD,
  stockHistorySchema,
} from '@shop/contract/admin-catalog';
import type { MeasureTable } from '@shop/contract/measure-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../../shared/api/query-keys';
import { adminRecord, saveCall, useAdminList, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/items: products, hidden ones too, searched by name or id. */
export const useAdminItems = (query: AdminItemListQuery) =>
  useAdminList(adminKeys.catalog.list(query), '/items', adminItemListSchema, query);

/** GET /v1/admin/items/{id}: one product with its options, stock and images. */
const adminItemQueryOptions = (id: number) =>
  adminRecord(adminKeys.catalog.detail(id), `/items/${id}`, adminItemSchema);

export const useAdminItem = (id: number | undefined) =>
  useQuery({ ...adminItemQueryOptions(id ?? 0), enabled: id !== undefined });

/** GET /v1/admin/items/{id}/stock-history: the options' stock movements, newest first. */
export const useStockHistory = (id: number) =>
  // Under the product's key, so every product write (and the catalog's refresh) reloads it.
  useQuery(
    adminRecord(
      [...adminKeys.catalog.detail(id), 'stock-history'],
      `/items/${id}/stock-history`,
      stockHistorySchema,
    ),
  );

/**
 * A write that answers the product: it is cached as is, and the lists, the storefront's cards
 * and the dashboard reload.
 */
function useItemWrite<V>(
  request: (variables: V) => { path: string; method: 'POST' | 'PUT'; body: unknown },
) {
  const client = useQueryClient();
  const invalidate = useInvalidate(adminKeys.catalog.all, catalogKeys.all, adminKeys.dashboard.all);
  return useAdminWrite(
    (variables: V) => ({ ...request(variables), schema: adminItemSchema }),
    (item: AdminItem) => {
      client.setQueryData(adminItemQueryOptions(item.item_id).queryKey, item);
      invalidate();
    },
  );
}

/** POST /v1/admin/items or PUT /v1/admin/items/{id}. */
export const useSaveItem = (id: number | undefined) =>
  useItemWrite((body: AdminItemRequest) => ({ ...saveCall('/items', id), body }));

/** PUT /v1/admin/items/{id}/visibility: hide from or show in the shop. */
export const useSetVisibility = () =>
  useItemWrite(({ id, hidden }: { id: number; hidden: boolean }) => ({
    path: `/items/${id}/visibility`,
    method: 'PUT',
    body: { is_hidden: hidden },
  }));

/** PUT /v1/admin/items/{id}/options/{optionId}/stock: one option's stock, nothing else. */
export const useSetStock = (id: number) =>
  useItemWrite(({ optionId, stock }: { optionId: number; stock: number }) => ({
    path: `/items/${id}/options/${optionId}/stock`,
    method: 'PUT',
    body: { stock },
  }));

/** POST /v1/admin/items/{id}/images (multipart): adds images after the existing ones. */
export const useUploadImages = (id: number) =>
  useItemWrite((files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append(ITEM_IMAGE_FIELD, file);
    return { path: `/items/${id}/images`, method: 'POST', body: form };
  });

/** PUT /v1/admin/items/{id}/images: the images kept, in the order shown. */
export const useArrangeImages = (id: number) =>
  useItemWrite((imageUrls: string[]) => ({
    path: `/items/${id}/images`,
    method: 'PUT',
    body: { image_urls: imageUrls },
  }));

/** PUT /v1/admin/items/{id}/measurements: the 실측 table as a whole, or null to take it down. */
export const useSaveMeasurements = (id: number) =>
  useItemWrite((measurements: MeasureTable | null) => ({
    path: `/items/${id}/measurements`,
    method: 'PUT',
    body: { measurements },
  }));
