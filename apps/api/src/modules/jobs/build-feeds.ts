import type { FeedService } from '../discovery/feeds/service';
import { defineJob } from './define-job';
import { outputFields } from './output';
import { dailyAt, everyMinutes } from './schedule';

export const BUILD_FEEDS = 'build-feeds';
export const REFRESH_FEEDS = 'refresh-feeds';

/** Every day at 00:30 (Seoul), before Naver takes the day's full EP: a fresh build. */
export const buildFeedsJob = defineJob<{ feeds: Pick<FeedService, 'build'> }>({
  name: BUILD_FEEDS,
  label: '상품 피드 정기 생성 (네이버 EP · Google)',
  schedule: dailyAt('00:30'),
  run: async ({ feeds }, now) => ({ buildId: await feeds.build('daily', now) }),
  summarize: (output) => `생성 #${outputFields<{ buildId: number }>(output)?.buildId ?? '-'}`,
});

/**
 * Every ten minutes, and as an instance starts: the feeds are built again when the catalog has
 * changed since the last build (or there is none yet).
 */
export const refreshFeedsJob = defineJob<{ feeds: Pick<FeedService, 'refresh'> }>({
  name: REFRESH_FEEDS,
  label: '상품 변경 시 피드 다시 생성',
  schedule: everyMinutes(10, '변경이 있을 때만'),
  runAtStart: true,
  run: async ({ feeds }, now) => ({ ...(await feeds.refresh(now)) }),
  summarize: (output) =>
    outputFields<{ built: boolean }>(output)?.built ? '상품 변경 → 다시 생성' : '변경 없음',
});
