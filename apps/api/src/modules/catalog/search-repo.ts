import { PAID_ORDER_STATUSES } from '@shop/contract/order-states';
import type { SearchSort } from '@shop/contract/search';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteBatch, deleteById, foundOne, rowsOf, updateById } from '../../db/rows';
import {
  itemOptions,
  items,
  orderLines,
  orders,
  reviews,
  searchQueries,
  searchSynonyms,
} from '../../db/schema/index';
import { isChosungOnly } from './search-text';

const OUTER_ITEM_ID = sql.raw('"items"."id"');

/** One word of the search and what else it may be written as (synonyms), all normalized. */
export interface WordMatch {
  terms: string[];
  /** Categories whose name holds the word (with their children). */
  categoryIds: number[];
}

export interface SearchFilter {
  /** Every group must match (one group per word); null = no words. */
  words: WordMatch[][] | null;
  /** null = any category; [] = a category that does not exist (nothing matches). */
  categoryIds: number[] | null;
  colors: string[];
  sizes: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
}

const likeAny = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
export const intArray = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/**
 * One term against a product: one or two characters through the stored pieces (trigrams need
 * three), longer ones as a substring through the trigram indexes; 초성 against the 초성 column.
 */
function termMatches(term: string): SQL {
  if ([...term].length <= 2) return sql`${items.searchGrams} @> ${textArray([term])}`;
  const column = isChosungOnly(term) ? items.searchChosung : items.searchText;
  return sql`${column} like ${likeAny(term)}`;
}

function wordMatches(word: WordMatch): SQL {
  const ways = word.terms.map(termMatches);
  ways.push(sql`${items.colors} && ${textArray(word.terms)}`);
  if (word.categoryIds.length)
    ways.push(sql`${items.categoryIds} && ${intArray(word.categoryIds)}`);
  return or(...ways)!;
}

/** The words: any of the alternatives (whole query, or all its words), each word any of its terms. */
export function wordsMatch(words: WordMatch[][]): SQL {
  return or(...words.map((group) => and(...group.map(wordMatches))))!;
}

const inStock = sql`exists (select 1 from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID} and o.stock > 0)`;

/**
 * The conditions that are not faceted: shown on the shop, the words, in stock. `soldOut`, the
 * shown products without stock as the catalog's summary saw them, spares a count the look into
 * every matching product's options (a hash lookup per product instead).
 */
export function baseWhere(filter: SearchFilter, soldOut?: number[]): SQL {
  const listed = soldOut && sql`${items.id} = any(${`{${soldOut.join(',')}}`}::int[])`;
  const stock =
    filter.inStock === undefined
      ? undefined
      : listed
        ? filter.inStock
          ? sql`not ${listed}`
          : listed
        : filter.inStock
          ? inStock
          : sql`not ${inStock}`;
  return and(eq(items.hidden, false), filter.words ? wordsMatch(filter.words) : undefined, stock)!;
}

/** Each faceted condition apart, so that a facet can leave its own out. */
export function facetConditions(filter: SearchFilter) {
  return {
    color: filter.colors.length ? sql`${items.colors} && ${textArray(filter.colors)}` : sql`true`,
    size: filter.sizes.length ? sql`${items.sizes} && ${textArray(filter.sizes)}` : sql`true`,
    category:
      filter.categoryIds === null
        ? sql`true`
        : filter.categoryIds.length
          ? sql`${items.categoryIds} && ${intArray(filter.categoryIds)}`
          : sql`false`,
    price:
      and(
        filter.minPrice === undefined ? undefined : gte(items.price, filter.minPrice),
        filter.maxPrice === undefined ? undefined : sql`${items.price} <= ${filter.maxPrice}`,
      ) ?? sql`true`,
  };
}

const orderings: Record<SearchSort, SQL[]> = {
  new: [desc(items.createdAt), desc(items.id)],
  popular: [desc(items.salesCount), desc(items.id)],
  price_asc: [asc(items.price), asc(items.id)],
  price_desc: [desc(items.price), desc(items.id)],
  reviews: [desc(items.reviewCount), desc(items.id)],
};

/**
 * The same orders written so that no index can give them: the planner then reads the matches
 * through the filters' indexes and sorts them, instead of walking a sort index past every
 * product that does not match (which it prefers when it wrongly thinks the matches are many).
 */
const sortedOrderings: Record<SearchSort, SQL[]> = {
  new: [sql`${items.createdAt} + interval '0 seconds' desc`, sql`${items.id} + 0 desc`],
  popular: [sql`${items.salesCount} + 0 desc`, sql`${items.id} + 0 desc`],
  price_asc: [sql`${items.price} + 0 asc`, sql`${items.id} + 0 asc`],
  price_desc: [sql`${items.price} + 0 desc`, sql`${items.id} + 0 desc`],
  reviews: [sql`${items.reviewCount} + 0 desc`, sql`${items.id} + 0 desc`],
};

/** Below this many matches a page sorts the matches rather than walking a sort index. */
export const SORT_MATCHES_BELOW = 5_000;

/** One page of the products that match, with what a product card shows. */
export function searchPage(
  db: Executor,
  filter: SearchFilter,
  sort: SearchSort,
  page: { limit: number; offset: number },
  matches: number,
) {
  const f = facetConditions(filter);
  return db
    .select({
      id: items.id,
      name: items.name,
      price: items.price,
      imageUrls: items.imageUrls,
      saleStartsAt: items.saleStartsAt,
      reviewCount: items.reviewCount,
      ratingSum: items.ratingSum,
      isSoldOut: sql<boolean>`not ${inStock}`,
    })
    .from(items)
    .where(and(baseWhere(filter), f.color, f.size, f.category, f.price))
    .orderBy(...(matches < SORT_MATCHES_BELOW ? sortedOrderings : orderings)[sort])
    .limit(page.limit)
    .offset(page.offset);
}

/** Products for the search box: the best sellers among the matches. */
export function suggestItems(db: Executor, words: WordMatch[][], limit: number) {
  return db
    .select({ id: items.id, name: items.name, price: items.price, imageUrls: items.imageUrls })
    .from(items)
    .where(and(eq(items.hidden, false), wordsMatch(words)))
    .orderBy(desc(items.salesCount), desc(items.id))
    .limit(limit);
}

export async function recordQuery(db: Executor, query: string) {
  await db.insert(searchQueries).values({ query });
}

/** The most searched words since `since`, most first. */
export function popularQueries(db: Executor, since: Date, limit: number) {
  return db
    .select({ query: searchQueries.query, count: sql<number>`count(*)::int` })
    .from(searchQueries)
    .where(gte(searchQueries.createdAt, since))
    .groupBy(searchQueries.query)
    .orderBy(desc(sql`count(*)`), asc(searchQueries.query))
    .limit(limit);
}

/** Deletes up to `limit` searches made before `before`; answers how many. */
export function pruneQueries(db: Executor, before: Date, limit: number) {
  const old = lt(searchQueries.createdAt, before);
  return deleteBatch(db, searchQueries, searchQueries.id, old, limit);
}

export function listSynonyms(db: Executor) {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
}

export async function insertSynonym(db: Executor, term: string, synonyms: string[]) {
  const [row] = await db.insert(searchSynonyms).values({ term, synonyms }).returning();
  return row!;
}

export async function updateSynonym(db: Executor, id: number, term: string, synonyms: string[]) {
  const [row] = await updateById(db, searchSynonyms, id, { term, synonyms }).returning();
  return row;
}

export async function deleteSynonym(db: Executor, id: number) {
  return foundOne(deleteById(db, searchSynonyms, id).returning({ id: searchSynonyms.id }));
}

/**
 * Sets every product's sales count to the units of its lines on paid orders that stand, less what was refunded; only rows whose count moved are written.
 */
export async function refreshSalesCounts(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    with sold as (
      select l.item_id, sum(l.quantity - l.refunded_quantity)::int as units
      from ${orderLines} l join ${orders} o on o.id = l.order_id
      where o.status in (${sql.raw(PAID_ORDER_STATUSES.map((s) => `'${s}'`).join(', '))})
      group by l.item_id
    )
    update ${items} i set sales_count = coalesce(s.units, 0)
    from ${items} i2 left join sold s on s.item_id = i2.id
    where i.id = i2.id and i.sales_count is distinct from coalesce(s.units, 0)
    returning i.id`);
  return rowsOf(result).length;
}

/** One product's count of visible reviews and the sum of their ratings, from the reviews. */
export async function refreshReviewStats(db: Executor, itemId: number): Promise<void> {
  await db.execute(sql`
    update ${items} set review_count = s.n, rating_sum = s.total
    from (
      select count(*)::int as n, coalesce(sum(r.rating), 0)::int as total
      from ${reviews} r where r.item_id = ${itemId} and r.status = 'VISIBLE'
    ) s
    where ${items.id} = ${itemId}`);
}

/** Colours and sizes of the items' options, copied onto the items for filtering. */
export async function refreshOptionAttributes(db: Executor, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await db.execute(sql`
    update ${items} i set
      colors = coalesce((select array_agg(distinct o.color order by o.color) from ${itemOptions} o
        where o.item_id = i.id and o.color is not null), '{}'),
      sizes = coalesce((select array_agg(distinct o.size order by o.size) from ${itemOptions} o
        where o.item_id = i.id and o.size is not null), '{}')
    where i.id = any(${intArray(itemIds)})`);
}
