import {
  adminCategoryCreateSchema,
  adminCategoryIdParamsSchema,
  adminCategoryListSchema,
  adminCategoryOrderSchema,
  adminCategoryRequestSchema,
  type SynonymRequest,
  synonymIdParamsSchema,
  synonymListSchema,
  synonymRequestSchema,
  synonymSchema,
} from '@shop/contract/admin-categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CategoryService } from './categories-service';
import type { SearchService } from './search-service';

/** The back office's category tree and search synonyms. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{
  categories: CategoryService;
  search: SearchService;
}> = async (app, { categories, search }) => {
  const route = adminRoute('admin: categories');

  // Every change answers the whole tree, as the list does.
  resourceRoutes(app, {
    path: '/categories',
    idParam: 'category_id',
    params: adminCategoryIdParamsSchema,
    body: adminCategoryRequestSchema,
    createBody: adminCategoryCreateSchema,
    resource: adminCategoryListSchema,
    list: adminCategoryListSchema,
    conflicts: ['remove'],
    route,
    service: {
      list: categories.adminList,
      create: categories.create,
      update: categories.update,
      remove: categories.remove,
    },
    summaries: {
      list: '카테고리 트리 (숨김 포함, 상품 수)',
      create: '카테고리 등록 (parent_id가 있으면 하위 카테고리)',
      update: '카테고리 이름·주소 변경, 숨김·노출',
      remove: '카테고리 삭제 (상품·하위 카테고리가 없을 때만)',
    },
  });

  app.put(
    '/categories/order',
    route('카테고리 순서 변경 (같은 단계 전체를 새 순서대로)', {
      body: adminCategoryOrderSchema,
      response: ok(adminCategoryListSchema, 401, 403, 422),
    }),
    async (request) =>
      categories.reorder(memberOf(request).id, request.body.parent_id, request.body.category_ids),
  );

  resourceRoutes(app, {
    path: '/search/synonyms',
    idParam: 'synonym_id',
    params: synonymIdParamsSchema,
    body: synonymRequestSchema,
    resource: synonymSchema,
    list: synonymListSchema,
    route,
    service: {
      list: search.synonyms,
      create: (actorId: number, { term, synonyms }: SynonymRequest) =>
        search.saveSynonym(actorId, null, term, synonyms),
      update: (actorId: number, id: number, { term, synonyms }: SynonymRequest) =>
        search.saveSynonym(actorId, id, term, synonyms),
      remove: search.deleteSynonym,
    },
    summaries: {
      list: '검색 동의어 목록',
      create: '검색 동의어 등록 (이미 있는 검색어면 422)',
      update: '검색 동의어 수정',
      remove: '검색 동의어 삭제',
    },
  });
};
