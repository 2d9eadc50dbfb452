import type { SearchService } from '../catalog/search-service';
import { defineJob } from './define-job';
import { outputFields } from './output';
import { dailyAt, everyMinutes } from './schedule';

export const REFRESH_SALES_COUNTS = 'refresh-sales-counts';
export const PRUNE_SEARCHES = 'prune-searches';

/** Every 10 minutes and at start: each product's units sold, which '인기순' sorts by. */
export const refreshSalesCountsJob = defineJob<{
  search: Pick<SearchService, 'refreshSalesCounts'>;
}>({
  name: REFRESH_SALES_COUNTS,
  label: '판매량 집계 (인기순)',
  schedule: everyMinutes(10),
  runAtStart: true,
  async run({ search }) {
    return { changed: await search.refreshSalesCounts() };
  },
  summarize: (output) => {
    const changed = outputFields<{ changed: number }>(output)?.changed;
    return typeof changed === 'number' ? `${changed}개 상품 갱신` : null;
  },
});

/** Daily: searches older than 30 days, kept only for '인기 검색어'. */
export const pruneSearchesJob = defineJob<{ search: Pick<SearchService, 'pruneQueries'> }>({
  name: PRUNE_SEARCHES,
  label: '오래된 검색 기록 정리',
  schedule: dailyAt('04:30'),
  async run({ search }, now) {
    return { deleted: await search.pruneQueries(now) };
  },
});
