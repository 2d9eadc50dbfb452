import {
  adminCategoryMessages,
  type Synonym,
  type SynonymList,
} from '@shop/contract/admin-categories';
import type { ItemSummary } from '@shop/contract/items';
import { PAGE_DATA } from '@shop/contract/pages';
import {
  colorSwatches,
  type ItemSearchParams,
  type ItemSearchResult,
  itemSearchQuerySchema,
  type PopularSearches,
  PRICE_BANDS,
  SUGGEST_MAX,
  type Suggestions,
} from '@shop/contract/search';
import type { Database, Executor } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/errors';
import { createJsonCache } from '../../lib/json-cache';
import { pruneInBatches } from '../../lib/prune';
import { type AuditService, recorderFor } from '../audit/service';
import { type CategoryIndex, type CategoryService, matchCategories } from './categories-service';
import { toItemSummary } from './item-summary';
import { createCountCache } from './search-count-cache';
import * as counts from './search-counts';
import * as repo from './search-repo';
import { createSummaryHolder, groupFromSummary } from './search-summary';
import { normalizeWords } from './search-text';

const DAY = 24 * 60 * 60 * 1000;
/** '인기 검색어' looks back this far; older searches are pruned after 30 days. */
const POPULAR_DAYS = 7;
const KEEP_QUERIES_DAYS = 30;
const POPULAR_MAX = 10;
const POPULAR_TTL_MS = 60_000;

/** How a search is written down for '인기 검색어': trimmed, lowercase, single spaces. */
const displayQuery = (q: string) => q.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Search, filters and sorts over the catalog, the search box's helpers and the synonyms. */
export function createSearchService({
  db,
  categories,
  cacheTtlMs,
  countsTtlMs = cacheTtlMs,
  audit,
  onChange,
}: {
  db: Database;
  categories: Pick<CategoryService, 'current' | 'resolve'>;
  cacheTtlMs: number;
  /** How long a search's total and facets are kept (a shopper paging or re-sorting reuses them). */
  countsTtlMs?: number;
  audit: AuditService;
  onChange: () => void;
}) {
  const cache = createJsonCache(cacheTtlMs);
  const popularCache = createJsonCache(Math.min(POPULAR_TTL_MS, Math.max(cacheTtlMs, 0) * 20));
  let synonymsLoaded: { at: number; rows: Promise<Map<string, string[]>> } | undefined;
  const record = recorderFor(audit, 'synonym');
  const countCache = createCountCache<counts.GroupRow[]>(countsTtlMs);
  const summary = createSummaryHolder(() => counts.readSummary(db), cacheTtlMs);

  function dropAnswers() {
    cache.clear();
    countCache.clear();
  }

  /** Every word → the words it may be written as, itself included (all normalized). */
  function synonymMap(): Promise<Map<string, string[]>> {
    const now = Date.now();
    if (!synonymsLoaded || cacheTtlMs <= 0 || now - synonymsLoaded.at >= cacheTtlMs) {
      const rows = repo.listSynonyms(db).then((list) => {
        const map = new Map<string, Set<string>>();
        for (const row of list) {
          const group = [row.term, ...row.synonyms].map(normalizeWords).filter(Boolean);
          for (const word of group) {
            const set = map.get(word) ?? new Set([word]);
            for (const other of group) set.add(other);
            map.set(word, set);
          }
        }
        return new Map([...map].map(([k, v]) => [k, [...v]]));
      });
      synonymsLoaded = { at: now, rows };
      rows.catch(() => {
        synonymsLoaded = undefined;
      });
    }
    return synonymsLoaded.rows;
  }

  /**
   * The words as alternatives: the whole query with its spaces removed ('롱 코트' = '롱코트'),
   * or, when it has several words, every word somewhere ('검정 니트').
   */
  async function wordsOf(q: string, read?: CategoryIndex): Promise<repo.WordMatch[][] | null> {
    const whole = normalizeWords(q);
    if (!whole) return null;
    const [synonyms, index] = await Promise.all([synonymMap(), read ?? categories.current()]);
    const wordMatch = (word: string): repo.WordMatch => {
      const terms = synonyms.get(word) ?? [word];
      return { terms, categoryIds: matchCategories(index, terms).ids };
    };
    const groups = [[wordMatch(whole)]];
    const words = [...new Set(q.split(/\s+/).map(normalizeWords).filter(Boolean))];
    if (words.length > 1) groups.push(words.map(wordMatch));
    return groups;
  }

  /**
   * The total and the facets; each grouping's answer is kept for the counts' TTL, so paging,
   * sorting and the searches that share a grouping read no counts again (decision 020). Without
   * words they come from the catalog's summary, not from the products (decision 033).
   */
  async function countsOf(
    filter: repo.SearchFilter,
    subtrees: { category: number; members: number[] }[],
  ): Promise<counts.FacetCounts> {
    const groupings = counts.groupingsOf(filter);
    const answers = await countCache.getAll(
      groupings.map((g) => counts.groupingKey(filter, g)),
      async (missing) => {
        const asked = missing.map((i) => groupings[i]!);
        if (filter.words && filter.inStock === undefined) {
          return counts.readGroupings(db, filter, asked);
        }
        const { rows, soldOut } = await summary.get();
        if (filter.words) return counts.readGroupings(db, filter, asked, soldOut);
        return asked.map((conditions) => groupFromSummary(rows, filter, conditions));
      },
    );
    return counts.foldCounts(filter, answers, subtrees);
  }

  async function search(params: ItemSearchParams): Promise<ItemSearchResult> {
    const index = await categories.current();
    const filter: repo.SearchFilter = {
      words: await wordsOf(params.q, index),
      categoryIds: params.category.length ? await categories.resolve(params.category, index) : null,
      colors: params.color,
      sizes: params.size,
      minPrice: params.min_price,
      maxPrice: params.max_price,
      inStock: params.in_stock,
    };
    const subtrees = index.all
      .filter(index.visible)
      .map((c) => ({ category: c.id, members: index.subtree(c.id) }));
    const empty = filter.categoryIds !== null && filter.categoryIds.length === 0;
    // The counts first: how many match decides how the page is read (search-repo).
    const facets = empty ? undefined : await countsOf(filter, subtrees);
    const rows =
      facets === undefined || facets.total === 0
        ? []
        : await repo.searchPage(
            db,
            filter,
            params.sort,
            { limit: params.limit, offset: (params.page - 1) * params.limit },
            facets.total,
          );
    if (params.q && params.page === 1) await repo.recordQuery(db, displayQuery(params.q));
    const bandCounts = new Map(facets?.bands ?? []);
    const items: ItemSummary[] = rows.map(toItemSummary);
    return {
      items,
      total: facets?.total ?? 0,
      page: params.page,
      limit: params.limit,
      facets: {
        colors: (facets?.colors ?? [])
          .map(([value, count]) => ({ value, hex: colorSwatches[value] ?? null, count }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'ko')),
        sizes: (facets?.sizes ?? [])
          .map(([value, count]) => ({ value, count }))
          .sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || a.value.localeCompare(b.value)),
        categories: (facets?.categories ?? []).flatMap(([id, count]) => {
          const row = index.byId.get(id);
          return row ? [{ id, name: row.name, slug: row.slug, count }] : [];
        }),
        price_bands: PRICE_BANDS.map((band, i) => ({
          min: band.min,
          max: band.max,
          label: band.label,
          count: bandCounts.get(i) ?? 0,
        })),
      },
    };
  }

  /** A category page's first page (no words, no other filters) is kept like the plain list. */
  const cacheable = (p: ItemSearchParams) =>
    !p.q &&
    p.page === 1 &&
    p.color.length === 0 &&
    p.size.length === 0 &&
    p.min_price === undefined &&
    p.max_price === undefined &&
    p.in_stock === undefined;

  async function searchJson(params: ItemSearchParams): Promise<string> {
    if (!cacheable(params)) return JSON.stringify(await search(params));
    const key = `search:${params.category.join(',')}:${params.sort}:${params.limit}`;
    return (await cache.get(key, async () => JSON.stringify(await search(params)))) as string;
  }

  return {
    search,
    wordsOf,
    searchJson,

    /** The first card's image of the list as /products opens it: the same (cached) answer. */
    async firstListImage(): Promise<string | undefined> {
      const answer = JSON.parse(await searchJson(FIRST_LIST_PAGE)) as { items: ItemSummary[] };
      return answer.items[0]?.image_urls[0];
    },

    async suggest(q: string): Promise<Suggestions> {
      const index = await categories.current();
      const words = await wordsOf(q, index);
      if (!words) return { items: [], categories: [] };
      const whole = words[0]![0]!;
      const matched = matchCategories(index, whole.terms);
      const cats = matched.rows.slice(0, 3).map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        parent_name: c.parentId === null ? null : (index.byId.get(c.parentId)?.name ?? null),
      }));
      const rows = await repo.suggestItems(db, words, SUGGEST_MAX - cats.length);
      return {
        categories: cats,
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          price: r.price,
          image_url: r.imageUrls[0] ?? null,
        })),
      };
    },

    async popularJson(): Promise<string> {
      return (await popularCache.get('popular', async () => {
        const rows = await repo.popularQueries(
          db,
          new Date(Date.now() - POPULAR_DAYS * DAY),
          POPULAR_MAX,
        );
        const answer: PopularSearches = { queries: rows };
        return JSON.stringify(answer);
      })) as string;
    },

    /** Searches older than 30 days go, in batches (the job's work). */
    pruneQueries(now: Date) {
      const before = new Date(now.getTime() - KEEP_QUERIES_DAYS * DAY);
      return pruneInBatches((limit) => repo.pruneQueries(db, before, limit));
    },

    /** Sales counts from the orders (the job's work); the shop's cached answers are dropped. */
    async refreshSalesCounts() {
      const changed = await repo.refreshSalesCounts(db);
      if (changed > 0) {
        dropAnswers();
        onChange();
      }
      return changed;
    },

    /**
     * A product's reviews changed (written, edited, hidden, deleted): its count and rating sum
     * follow, inside the caller's transaction. Call `reviewsChanged` once it has committed.
     */
    refreshReviewStats: (executor: Executor, itemId: number) =>
      repo.refreshReviewStats(executor, itemId),

    /** After a committed review change: the cards' ratings and the reviews sort move. */
    reviewsChanged: () => {
      dropAnswers();
      onChange();
    },

    /** A product or category changed: nothing kept is used again. */
    invalidate: () => {
      dropAnswers();
      summary.invalidate();
    },

    /** Stock moved (a payment, a cancel): the summary may lag by its age, like the shown stock. */
    stockMoved: () => {
      dropAnswers();
      summary.touch();
    },

    async synonyms(): Promise<SynonymList> {
      const rows = await repo.listSynonyms(db);
      return { synonyms: rows.map(synonymOf) };
    },

    async saveSynonym(adminId: number, id: number | null, term: string, synonyms: string[]) {
      const words = [...new Set(synonyms.map((s) => s.trim()).filter(Boolean))];
      try {
        const row = await db.transaction(async (tx) => {
          const saved =
            id === null
              ? await repo.insertSynonym(tx, term, words)
              : await repo.updateSynonym(tx, id, term, words);
          if (!saved) throw notFound(adminCategoryMessages.synonymNotFound);
          await record(tx, adminId, 'synonym.save', saved.id, { term, synonyms: words });
          return saved;
        });
        synonymsLoaded = undefined;
        dropAnswers();
        return synonymOf(row);
      } catch (error) {
        if (uniqueViolation(error)) {
          throw new HttpError(422, [
            { loc: ['body', 'term'], msg: adminCategoryMessages.termTaken, type: 'value_error' },
          ]);
        }
        throw error;
      }
    },

    async deleteSynonym(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteSynonym(tx, id))) {
          throw notFound(adminCategoryMessages.synonymNotFound);
        }
        await record(tx, adminId, 'synonym.delete', id);
      });
      synonymsLoaded = undefined;
      dropAnswers();
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

/** The parameters of the list's first page as the storefront asks for it (PAGE_DATA's address). */
const FIRST_LIST_PAGE: ItemSearchParams = itemSearchQuerySchema.parse(
  Object.fromEntries(new URL(PAGE_DATA['/products']?.url({}) ?? '', 'http://shop').searchParams),
);

const synonymOf = (row: { id: number; term: string; synonyms: string[] }): Synonym => ({
  synonym_id: row.id,
  term: row.term,
  synonyms: row.synonyms,
});

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'FREE'];
/** Letter sizes in their usual order, then numbers, then anything else. */
function sizeRank(size: string): number {
  const at = SIZE_ORDER.indexOf(size.toUpperCase());
  if (at >= 0) return at;
  const n = Number(size);
  return Number.isFinite(n) ? 100 + n : 10_000;
}
