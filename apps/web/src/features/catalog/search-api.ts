import type {
  CategoryTree,
  ItemSearchResult,
  PopularSearches,
  Suggestions,
} from '@shop/contract/search';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';
import { type ListFilters, type ListParams, searchQuery } from './list-params';

const MINUTE = 60_000;

/** GET /v1/categories: the visible tree, in order. */
export const useCategories = () =>
  useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: () => api<CategoryTree>('/v1/categories'),
    staleTime: 5 * MINUTE,
  });

/** GET /v1/items/search with a query made by `searchQuery`. */
export const fetchSearch = (query: string) => api<ItemSearchResult>(`/v1/items/search?${query}`);

const searchOptions = (query: string) => ({
  queryKey: catalogKeys.search(query),
  queryFn: () => fetchSearch(query),
  staleTime: MINUTE,
});

/**
 * Pages 1 to `params.page` of the list, each its own query: "더보기" fetches one more, and
 * coming back to the same address shows the cards already read.
 */
export function useListPages(params: ListParams) {
  const { page, ...rest } = params;
  return useQueries({
    queries: Array.from({ length: page }, (_, i) => ({
      ...searchOptions(searchQuery(rest, i + 1)),
      // The first page keeps the cards shown while other filters are read.
      ...(i === 0 && { placeholderData: keepPreviousData }),
    })),
  });
}

/** How many products the filters give (and their facets), for the mobile sheet's button. */
export const useFilterCount = (filters: ListFilters) =>
  useQuery({
    ...searchOptions(searchQuery({ ...filters, sort: 'new' }, 1, 1)),
    placeholderData: keepPreviousData,
  });

/** GET /v1/items/suggest: products and categories for the words typed so far. */
export const useSuggestions = (q: string) =>
  useQuery({
    queryKey: catalogKeys.suggest(q),
    queryFn: () => api<Suggestions>(`/v1/items/suggest?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });

/** GET /v1/search/popular: the most searched words of the last 7 days. */
export const usePopularSearches = () =>
  useQuery({
    queryKey: catalogKeys.popular(),
    queryFn: () => api<PopularSearches>('/v1/search/popular'),
    staleTime: MINUTE,
  });
