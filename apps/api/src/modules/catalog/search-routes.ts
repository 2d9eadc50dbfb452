import {
  categoryTreeSchema,
  itemSearchQuerySchema,
  itemSearchResultSchema,
  popularSearchesSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@shop/contract/search';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeDocs } from '../../lib/route-schemas';
import type { CategoryService } from './categories-service';
import type { SearchService } from './search-service';

const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Finding products: the list with search, filters and sorts, suggestions, categories. */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  categories: CategoryService;
}> = async (app, { search, categories }) => {
  const route = routeDocs({ tags: ['items'] });

  app.get(
    '/v1/items/search',
    route('상품 검색·필터·정렬 (facets: 다른 조건을 유지한 선택지별 개수)', {
      querystring: itemSearchQuerySchema,
      response: ok(itemSearchResultSchema, 422),
    }),
    async (request, reply) => sendJsonText(reply, await search.searchJson(request.query)),
  );

  app.get(
    '/v1/items/suggest',
    route('검색어 추천 (상품·카테고리 8개 이하)', {
      querystring: suggestQuerySchema,
      response: ok(suggestionsSchema, 422),
    }),
    async (request) => search.suggest(request.query.q),
  );

  app.get(
    '/v1/categories',
    route('카테고리 (노출 중인 2단계 트리)', { response: ok(categoryTreeSchema) }),
    async (_request, reply) => sendJsonText(reply, await categories.treeJson()),
  );

  app.get(
    '/v1/search/popular',
    route('인기 검색어 (최근 7일)', { response: ok(popularSearchesSchema) }),
    async (_request, reply) => sendJsonText(reply, await search.popularJson()),
  );
};
