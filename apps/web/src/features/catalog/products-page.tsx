import type { ItemSummary } from '@shop/contract/items';
import { SEARCH_SORT_LABELS, SEARCH_SORTS } from '@shop/contract/search-sorts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useProgressiveCount } from '../../shared/hooks/use-progressive-count';
import { Link, useSearchParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import select from '../../shared/ui/select.module.css';
import { ActiveFilters } from './active-filters';
import { catalogText } from './catalog-text';
import { Breadcrumb, CategoryLinks, placeOf } from './category-nav';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import {
  clearedFilters,
  filtersOf,
  hasFilters,
  type ListFilters,
  type ListParams,
  listHref,
  parseListParams,
  serializeListParams,
} from './list-params';
import { listText as t } from './list-text';
import { ProductGrid } from './product-grid';
import styles from './products-page.module.css';
import { useCategories, useListPages, usePopularSearches } from './search-api';
import { useListScroll, useReturningToPlace } from './use-list-scroll';

/** Below 1024 px the cards need the panel's width: the filters open as a sheet only, and the side
 * panel is not built at all (a phone's first paint skips its 180 elements). */
const SHEET_ONLY_QUERY = '(max-width: 1023px)';
/** Cards built with the page (two rows on a wide screen, three on a phone), then per task. */
const FIRST_CARDS = 6;
const CARDS_PER_STEP = 4;

/**
 * /products: every product, a category, or a search, with filters, sorts and "더보기"; all of it
 * in the address (docs/api.md#product-list-addresses), so back and a shared link show the same.
 */
export function ProductsPage() {
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search);
  const filters = filtersOf(params);
  const categories = useCategories();
  const place = placeOf(categories.data ?? [], params.category);
  const pages = useListPages(params);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetOnly = useMediaQuery(SHEET_ONLY_QUERY);

  const first = pages[0];
  // A product added while the shopper reads shifts the pages: a card may come twice.
  const items: ItemSummary[] = uniqueById(pages.flatMap((p) => p.data?.items ?? []));
  const total = first?.data?.total;
  const loadingMore = pages.some((p, i) => i > 0 && p.isPending);
  // A screenful of cards first, the rest a few per task: no task long enough to block a phone.
  const returning = useReturningToPlace();
  const built = useProgressiveCount(
    items.length,
    returning ? items.length : FIRST_CARDS,
    CARDS_PER_STEP,
  );
  useListScroll(pages.every((p) => p.data !== undefined) && built === items.length);

  const heading = params.q
    ? t.searchHeading(params.q)
    : (place?.child?.name ?? place?.top.name ?? catalogText.listHeading);
  usePageTitle(heading);

  const go = (next: Partial<ListParams>, replace = false) =>
    setSearch(serializeListParams({ ...params, ...next }), { replace });
  const applyFilters = (next: ListFilters) => go({ ...next, page: 1 });
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const active = [
    filters.colors.length,
    filters.sizes.length,
    filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0,
    filters.inStock ? 1 : 0,
  ].reduce((a, b) => a + b, 0);

  return (
    <section className={styles.page} aria-labelledby="products-heading">
      <Breadcrumb place={place} />
      <header className={styles.head}>
        <h1 id="products-heading" className={styles.title}>
          {heading}
        </h1>
        {total !== undefined && <p className={styles.count}>{t.count(total)}</p>}
      </header>
      <div className={styles.toolbar}>
        {!params.q &&
          (categories.data ? (
            <CategoryLinks tree={categories.data} place={place} params={params} />
          ) : (
            // The links' row, held while the tree loads, so the toolbar does not move down.
            <div className={styles.linksPending} aria-hidden />
          ))}
        <button
          type="button"
          className={styles.filterButton}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          <SlidersHorizontal size={16} strokeWidth={1.5} aria-hidden />
          {t.filters}
          {active > 0 && (
            <span className={styles.badge}>
              {active}
              <span className="visually-hidden">개 적용됨</span>
            </span>
          )}
        </button>
        <div className={`${select.selectWrap} ${styles.sort}`}>
          <select
            aria-label={t.sort}
            className={select.select}
            value={params.sort}
            onChange={(event) => go({ sort: event.target.value as ListParams['sort'], page: 1 })}
          >
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {SEARCH_SORT_LABELS[value]}
              </option>
            ))}
          </select>
          <ChevronDown size={16} className={select.chevron} aria-hidden />
        </div>
      </div>
      <ActiveFilters value={filters} onChange={applyFilters} />

      <div className={styles.body}>
        {!sheetOnly && (
          <aside className={styles.side} aria-label={t.filters}>
            <FilterPanel value={filters} facets={first?.data?.facets} onChange={applyFilters} />
          </aside>
        )}
        <div className={styles.results} aria-busy={first?.isPlaceholderData || undefined}>
          {first?.isError ? (
            <div className={styles.state} role="alert">
              <p className={styles.stateTitle}>{catalogText.listError}</p>
              <p className={styles.stateText}>{catalogText.listErrorHint}</p>
              <Button
                variant="secondary"
                onClick={() => first.refetch()}
                loading={first.isFetching}
              >
                {catalogText.retry}
              </Button>
            </div>
          ) : first?.data === undefined ? (
            <ProductGrid items={undefined} />
          ) : items.length === 0 ? (
            <EmptyList
              q={params.q}
              filtered={hasFilters(filters)}
              onClear={() => applyFilters(clearedFilters(filters))}
            />
          ) : (
            <>
              <ProductGrid items={items.slice(0, built)} />
              {loadingMore && (
                <p className="visually-hidden" role="status">
                  {t.loadingMore}
                </p>
              )}
              {total !== undefined && items.length < total && (
                <div className={styles.more}>
                  <p className={styles.moreCount}>{t.moreCount(items.length, total)}</p>
                  <Button
                    variant="secondary"
                    loading={loadingMore}
                    onClick={() => go({ page: params.page + 1 }, true)}
                  >
                    {t.more}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
      {sheetOpen && (
        <FilterSheet
          value={filters}
          onClose={closeSheet}
          onApply={(next) => {
            setSheetOpen(false);
            applyFilters(next);
          }}
        />
      )}
    </section>
  );
}

function uniqueById(items: ItemSummary[]): ItemSummary[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** Nothing matches: clear the filters, see every product, or try a popular search. */
function EmptyList({
  q,
  filtered,
  onClear,
}: {
  q: string;
  filtered: boolean;
  onClear: () => void;
}) {
  const popular = usePopularSearches();
  const queries = popular.data?.queries.slice(0, 6) ?? [];
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{q ? t.emptySearchTitle(q) : t.emptyTitle}</p>
      <p className={styles.stateText}>{t.emptyHint}</p>
      <div className={styles.stateActions}>
        {filtered && (
          <Button variant="secondary" onClick={onClear}>
            {t.clearFilters}
          </Button>
        )}
        <Link to="/products" className={styles.stateLink}>
          {t.allProducts}
        </Link>
      </div>
      {queries.length > 0 && (
        <section className={styles.popular} aria-labelledby="empty-popular">
          <h2 id="empty-popular" className={styles.popularTitle}>
            {t.popular}
          </h2>
          <ul>
            {queries.map((entry) => (
              <li key={entry.query}>
                <Link to={listHref({ q: entry.query })}>{entry.query}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
