import { z } from 'zod';
import { MAX_ID } from './input-rules';
import { itemSummarySchema } from './items';
import { labelledEnum } from './labelled-enum';
import { SEARCH_SORT_LABELS, type SearchSort } from './search-sorts';

/**
 * Finding products: the category tree, one list endpoint with filters, facets and sorts, the
 * search box's suggestions and the popular searches.
 *
 * GET /v1/categories                  categoryTreeSchema (visible categories, in order)
 * GET /v1/items/search?q&category&color&size&min_price&max_price&in_stock&sort&page&limit
 *                                     itemSearchResultSchema
 * GET /v1/items/suggest?q             suggestionsSchema (≤ 8 products and categories)
 * GET /v1/search/popular              popularSearchesSchema (last 7 days)
 */

export const searchMessages = {
  queryTooLong: '검색어는 50자 이하로 입력해주세요.',
  valueTooLong: '검색 조건은 30자 이하로 입력해주세요.',
  tooManyValues: '검색 조건은 20개까지 고를 수 있습니다.',
  priceInvalid: '가격은 0원 이상의 정수로 입력해주세요.',
  priceRange: '최저 가격이 최고 가격보다 클 수 없습니다.',
  inStockInvalid: 'in_stock은 true 또는 false로 입력해주세요.',
  sortInvalid: '정렬은 new, popular, price_asc, price_desc 중 하나로 입력해주세요.',
  pageInvalid: '페이지는 1 이상의 정수로 입력해주세요.',
  limitInvalid: 'limit은 1부터 100까지의 정수로 입력해주세요.',
  categoryInvalid: '카테고리는 번호 또는 영문 주소로 입력해주세요.',
} as const;

export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_DEFAULT_LIMIT = 20;
/** Products and categories the search box suggests at most. */
export const SUGGEST_MAX = 8;

export const searchSorts = labelledEnum(SEARCH_SORT_LABELS);

export { colorSwatches, optionLabelParts, PRICE_BANDS } from './search-facets';
export type { SearchSort };

const HEX = /^#[0-9a-f]{6}$/;
export const colorHexSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HEX, '색상 코드는 #rrggbb 형식으로 입력해주세요.');

export const categoryLeafSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export const categoryNodeSchema = categoryLeafSchema.extend({
  children: z.array(categoryLeafSchema),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;
/** Visible top categories in order, each with its visible children in order. */
export const categoryTreeSchema = z.array(categoryNodeSchema);
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** A query value that may be repeated (`color=블랙&color=네이비`): always a list. */
const repeatable = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string().trim().min(1).max(30, searchMessages.valueTooLong))
    .max(20, searchMessages.tooManyValues),
);

const price = z.coerce
  .number({ error: searchMessages.priceInvalid })
  .int(searchMessages.priceInvalid)
  .min(0, searchMessages.priceInvalid)
  .max(100_000_000, searchMessages.priceInvalid)
  .optional();

/** A category by id (`12`) or slug (`coat`). */
export const categoryRefSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,10}|[a-z0-9][a-z0-9-]{0,39})$/, searchMessages.categoryInvalid)
  .refine((v) => !/^\d+$/.test(v) || Number(v) <= MAX_ID, searchMessages.categoryInvalid);

export const itemSearchQuerySchema = z
  .object({
    q: z.string().trim().max(50, searchMessages.queryTooLong).default(''),
    category: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(categoryRefSchema).max(20, searchMessages.tooManyValues),
    ),
    color: repeatable,
    size: repeatable,
    min_price: price,
    max_price: price,
    in_stock: z
      .enum(['true', 'false', '1', '0'], { error: searchMessages.inStockInvalid })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    sort: z.enum(searchSorts.values, { error: searchMessages.sortInvalid }).default('new'),
    page: z.coerce
      .number({ error: searchMessages.pageInvalid })
      .int(searchMessages.pageInvalid)
      .min(1, searchMessages.pageInvalid)
      .max(10_000, searchMessages.pageInvalid)
      .default(1),
    limit: z.coerce
      .number({ error: searchMessages.limitInvalid })
      .int(searchMessages.limitInvalid)
      .min(1, searchMessages.limitInvalid)
      .max(SEARCH_MAX_LIMIT, searchMessages.limitInvalid)
      .default(SEARCH_DEFAULT_LIMIT),
  })
  .superRefine((query, ctx) => {
    if (
      query.min_price !== undefined &&
      query.max_price !== undefined &&
      query.min_price > query.max_price
    ) {
      ctx.addIssue({ code: 'custom', path: ['min_price'], message: searchMessages.priceRange });
    }
  });
export type ItemSearchQuery = z.input<typeof itemSearchQuerySchema>;
export type ItemSearchParams = z.output<typeof itemSearchQuerySchema>;

const facetCount = { count: z.number().int() };
export const searchFacetsSchema = z.object({
  colors: z.array(z.object({ value: z.string(), hex: z.string().nullable(), ...facetCount })),
  sizes: z.array(z.object({ value: z.string(), ...facetCount })),
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), slug: z.string(), ...facetCount }),
  ),
  price_bands: z.array(
    z.object({
      min: z.number().int(),
      max: z.number().int().nullable(),
      label: z.string(),
      ...facetCount,
    }),
  ),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const itemSearchResultSchema = z.object({
  /** Entries shaped like those of `GET /v1/items`. */
  items: z.array(itemSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** For each choice, how many products it would give with the other filters kept. */
  facets: searchFacetsSchema,
});
export type ItemSearchResult = z.infer<typeof itemSearchResultSchema>;

export const suggestQuerySchema = z.object({
  q: z.string().trim().max(50, searchMessages.queryTooLong).default(''),
});
export const suggestionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      image_url: z.string().nullable(),
    }),
  ),
  categories: z.array(categoryLeafSchema.extend({ parent_name: z.string().nullable() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const popularSearchesSchema = z.object({
  queries: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type PopularSearches = z.infer<typeof popularSearchesSchema>;
