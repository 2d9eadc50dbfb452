import {
  type AdminCategoryCreate,
  type AdminCategoryList,
  type AdminCategoryRequest,
  adminCategoryListSchema,
  type SynonymRequest,
  synonymListSchema,
  synonymSchema,
} from '@shop/contract/admin-categories';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../../shared/api/query-keys';
import { adminRecord, saveCall, useAdminDelete, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

const treeQuery = () =>
  adminRecord(adminKeys.categories.all, '/categories', adminCategoryListSchema);

/** GET /v1/admin/categories: the whole tree, hidden categories too, with product counts. */
export const useAdminCategories = () => useQuery(treeQuery());

/** A write that answers the tree: cached as is; the shop's catalog and product lists reload. */
function useTreeWrite<V>(
  request: (variables: V) => { path: string; method: 'POST' | 'PUT'; body: unknown },
) {
  const client = useQueryClient();
  const invalidate = useInvalidate(catalogKeys.all, adminKeys.catalog.all);
  return useAdminWrite(
    (variables: V) => ({ ...request(variables), schema: adminCategoryListSchema }),
    (tree: AdminCategoryList) => {
      client.setQueryData(treeQuery().queryKey, tree);
      invalidate();
    },
  );
}

/** POST /v1/admin/categories: a top category, or a child with `parent_id`. */
export const useCreateCategory = () =>
  useTreeWrite((body: AdminCategoryCreate) => ({ path: '/categories', method: 'POST', body }));

/** PUT /v1/admin/categories/{id}: name, slug, hidden, and the 실측 template when given. */
export const useUpdateCategory = () =>
  useTreeWrite(({ id, ...body }: { id: number } & AdminCategoryRequest) => ({
    path: `/categories/${id}`,
    method: 'PUT',
    body,
  }));

/** PUT /v1/admin/categories/order: one parent's children (or the tops) in their new order. */
export const useReorderCategories = () =>
  useTreeWrite((body: { parent_id: number | null; category_ids: number[] }) => ({
    path: '/categories/order',
    method: 'PUT',
    body,
  }));

/** DELETE /v1/admin/categories/{id}: refused (409) while products or children use it. */
export const useDeleteCategory = () =>
  useAdminDelete(
    '/categories',
    useInvalidate(adminKeys.categories.all, catalogKeys.all, adminKeys.catalog.all),
  );

/** GET /v1/admin/search/synonyms. */
export const useSynonyms = () =>
  useQuery(adminRecord(adminKeys.synonyms.all, '/search/synonyms', synonymListSchema));

/** POST /v1/admin/search/synonyms, or PUT …/{id} with `id`. */
export const useSaveSynonym = () =>
  useAdminWrite(
    ({ id, ...body }: SynonymRequest & { id?: number }) => ({
      ...saveCall('/search/synonyms', id),
      body,
      schema: synonymSchema,
    }),
    useInvalidate(adminKeys.synonyms.all, catalogKeys.all),
  );

/** DELETE /v1/admin/search/synonyms/{id}. */
export const useDeleteSynonym = () =>
  useAdminDelete('/search/synonyms', useInvalidate(adminKeys.synonyms.all, catalogKeys.all));
