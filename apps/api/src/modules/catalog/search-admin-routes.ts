import {
  adminCategoryCreateSchema,
  adminCategoryIdParamsSchema,
  adminCategoryListSchema,
  adminCategoryOrderSchema,
  adminCategoryRequestSchema,
  synonymIdParamsSchema,
  synonymListSchema,
  synonymRequestSchema,
  synonymSchema,
} from '@shop/contract/admin-categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { sendCreated } from '../../lib/replies';
import { created, noContent, ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CategoryService } from './categories-service';
import type { SearchService } from './search-service';

/** The back office's category tree and search synonyms. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{
  categories: CategoryService;
  search: SearchService;
}> = async (app, { categories, search }) => {
  const route = adminRoute('admin: categories');

  app.get(
    '/categories',
    route('카테고리 트리 (숨김 포함, 상품 수)', {
      response: ok(adminCategoryListSchema, 401, 403),
    }),
    async () => categories.adminList(),
  );

  app.post(
    '/categories',
    route('카테고리 등록 (parent_id가 있으면 하위 카테고리)', {
      body: adminCategoryCreateSchema,
      response: created(adminCategoryListSchema, 401, 403, 422),
    }),
    async (request, reply) =>
      sendCreated(reply, categories.create(memberOf(request).id, request.body)),
  );

  app.put(
    '/categories/order',
    route('카테고리 순서 변경 (같은 단계 전체를 새 순서대로)', {
      body: adminCategoryOrderSchema,
      response: ok(adminCategoryListSchema, 401, 403, 422),
    }),
    async (request) =>
      categories.reorder(memberOf(request).id, request.body.parent_id, request.body.category_ids),
  );

  app.put(
    '/categories/:category_id',
    route('카테고리 이름·주소 변경, 숨김·노출', {
      params: adminCategoryIdParamsSchema,
      body: adminCategoryRequestSchema,
      response: ok(adminCategoryListSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      categories.update(memberOf(request).id, request.params.category_id, request.body),
  );

  app.delete(
    '/categories/:category_id',
    route('카테고리 삭제 (상품·하위 카테고리가 없을 때만)', {
      params: adminCategoryIdParamsSchema,
      response: noContent(401, 403, 404, 409, 422),
    }),
    async (request, reply) => {
      await categories.remove(memberOf(request).id, request.params.category_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/search/synonyms',
    route('검색 동의어 목록', { response: ok(synonymListSchema, 401, 403) }),
    async () => search.synonyms(),
  );

  app.post(
    '/search/synonyms',
    route('검색 동의어 등록 (이미 있는 검색어면 422)', {
      body: synonymRequestSchema,
      response: created(synonymSchema, 401, 403, 422),
    }),
    async (request, reply) =>
      sendCreated(
        reply,
        search.saveSynonym(memberOf(request).id, null, request.body.term, request.body.synonyms),
      ),
  );

  app.put(
    '/search/synonyms/:synonym_id',
    route('검색 동의어 수정', {
      params: synonymIdParamsSchema,
      body: synonymRequestSchema,
      response: ok(synonymSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      search.saveSynonym(
        memberOf(request).id,
        request.params.synonym_id,
        request.body.term,
        request.body.synonyms,
      ),
  );

  app.delete(
    '/search/synonyms/:synonym_id',
    route('검색 동의어 삭제', {
      params: synonymIdParamsSchema,
      response: noContent(401, 403, 404, 422),
    }),
    async (request, reply) => {
      await search.deleteSynonym(memberOf(request).id, request.params.synonym_id);
      return reply.status(204).send(null);
    },
  );
};
