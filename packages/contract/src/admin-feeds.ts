import { z } from 'zod';
import { labelledEnum } from './labelled-enum';

/** Where the product feeds and the sitemap are served, from the shop's public address. */
export const FEED_PATHS = {
  naverEp: '/feeds/naver-ep.tsv',
  naverSummary: '/feeds/naver-ep-summary.tsv',
  google: '/feeds/google.xml',
  sitemap: '/sitemap.xml',
} as const;

/** Why a product was left out of a feed (the EP log an operator reads). */
export const feedExclusions = labelledEnum({
  hidden: '판매 중지(숨김) 상품',
  not_on_sale: '판매 시작 전',
  sold_out: '전 옵션 품절',
  no_image: '대표 이미지 없음',
  image_format: '대표 이미지가 JPG·PNG가 아님',
  price_zero: '판매가 0원',
});
export type FeedExclusion = z.infer<typeof feedExclusions.schema>;

/** What started a build: the daily schedule, a catalog change, or an admin's button. */
export const feedTriggers = labelledEnum({
  daily: '매일 정기 생성',
  catalog: '상품 변경',
  admin: '관리자 요청',
  first: '첫 요청',
});
export type FeedTrigger = z.infer<typeof feedTriggers.schema>;

export const feedLeftOutSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  reason: feedExclusions.schema,
});
export type FeedLeftOut = z.infer<typeof feedLeftOutSchema>;

export const feedBuildSchema = z.object({
  build_id: z.number().int(),
  /** ISO 8601. */
  built_at: z.string(),
  trigger: feedTriggers.schema,
  /** Products in the catalog when it was built, hidden ones included. */
  products: z.number().int(),
  /** Rows of the Naver EP (one per product) and items of the Google feed (one per option). */
  naver_rows: z.number().int(),
  google_items: z.number().int(),
  /** Rows of the Naver summary EP: products added, changed or removed since the day's full EP. */
  summary_rows: z.number().int(),
  left_out: z.array(feedLeftOutSchema),
});
export type FeedBuild = z.infer<typeof feedBuildSchema>;

/** GET /admin/feeds: the addresses to register, the latest build in full, the ones before. */
export const feedOverviewSchema = z.object({
  urls: z.object({
    naver_ep: z.string(),
    naver_summary: z.string(),
    google: z.string(),
    sitemap: z.string(),
  }),
  latest: feedBuildSchema.nullable(),
  history: z.array(feedBuildSchema.omit({ left_out: true })),
});
export type FeedOverview = z.infer<typeof feedOverviewSchema>;

export const feedLabels = {
  title: '검색·쇼핑 연동',
  naverEp: '네이버 쇼핑 상품 DB URL (EP 3.0 전체)',
  naverSummary: '네이버 쇼핑 요약 EP URL',
  google: 'Google 판매자 센터 피드 URL',
  sitemap: '사이트맵 (네이버 서치어드바이저 · Google Search Console)',
  build: '지금 다시 생성',
  built: '피드를 다시 만들었습니다.',
  never: '아직 생성되지 않았습니다.',
  leftOut: '제외된 상품',
  noneLeftOut: '제외된 상품이 없습니다.',
  history: '최근 생성 기록',
} as const;
