import { z } from 'zod';
import { seoulDateSchema } from './admin';
import { labelledEnum } from './labelled-enum';

/** How the insight's series are bucketed (Seoul days; weeks start on Monday). */
export const insightUnits = labelledEnum({ day: '일별', week: '주별', month: '월별' });
export type InsightUnit = (typeof insightUnits.values)[number];

/** The longest range one request may ask for, per unit (buckets). */
export const INSIGHT_MAX_BUCKETS = { day: 92, week: 53, month: 24 } as const;

const bucketCounter = { day: '일', week: '주', month: '개월' } as const;

export const insightMessages = {
  tooLong: (unit: InsightUnit) =>
    `기간이 너무 깁니다. ${insightUnits.labels[unit]} 분석은 최대 ${INSIGHT_MAX_BUCKETS[unit]}${bucketCounter[unit]}까지 볼 수 있습니다.`,
} as const;

/**
 * The period to look at: `from`..`to` (Seoul dates, both included) in `unit` buckets. Without
 * dates: the last 30 days, 12 weeks or 12 months up to today.
 */
export const insightQuerySchema = z.object({
  unit: insightUnits.schema.default('day'),
  from: seoulDateSchema.optional(),
  to: seoulDateSchema.optional(),
});
export type InsightQuery = z.input<typeof insightQuerySchema>;

/** Orders paid in a bucket and what they brought; `aov` is `revenue ÷ orders`, rounded. */
export const salesPointSchema = z.object({
  /** First Seoul day of the bucket, `YYYY-MM-DD`. */
  bucket: z.string(),
  /** Orders whose payment was confirmed in the bucket (later cancelled ones included). */
  orders: z.number().int(),
  /** Paid amounts of those orders minus what has been refunded of them, in won. */
  revenue: z.number().int(),
  aov: z.number().int(),
  /** Won refunded during the bucket (by refund time, whatever the order's paid date). */
  refunded: z.number().int(),
  /** Orders cancelled during the bucket (after payment or before). */
  cancelled: z.number().int(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

export const salesTotalsSchema = salesPointSchema.omit({ bucket: true });
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const topProductSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  /** Units on orders paid in the period, net of refunded units. */
  units: z.number().int(),
  /** Won of those units (line prices net of refunded lines; before order-level discounts). */
  revenue: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const topOptionSchema = topProductSchema.extend({
  option_id: z.number().int(),
  option: z.string(),
});
export type TopOption = z.infer<typeof topOptionSchema>;

export const sellThroughSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  /** Units sold in the period (as in the top products). */
  sold: z.number().int(),
  /** Units in stock now, over all options. */
  stock: z.number().int(),
  /** sold ÷ (sold + stock), 0–1, three decimals. */
  rate: z.number(),
});
export type SellThrough = z.infer<typeof sellThroughSchema>;

/** The four steps of the funnel in the period, each counted on the server. */
export const funnelSchema = z.object({
  /** Product pages opened in the shop (one per page view). */
  product_views: z.number().int(),
  /** Options put into a cart (a member's or a guest's). */
  cart_adds: z.number().int(),
  /** Orders created at checkout (paid or not). */
  checkouts_started: z.number().int(),
  /** Orders paid. */
  paid: z.number().int(),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const abandonedCartSchema = z.object({
  member_id: z.number().int(),
  user_id: z.string(),
  nickname: z.string(),
  lines: z.number().int(),
  /** Won of the lines at today's prices. */
  value: z.number().int(),
  /** When the oldest line was put in the cart (ISO). */
  oldest_at: z.string(),
});
export type AbandonedCart = z.infer<typeof abandonedCartSchema>;

export const insightSchema = z.object({
  unit: insightUnits.schema,
  from: z.string(),
  to: z.string(),
  /** The period of the same length just before, for the overlay. */
  previous_from: z.string(),
  previous_to: z.string(),
  /** One point per bucket, oldest first; `previous` has as many, aligned by position. */
  series: z.array(salesPointSchema),
  previous: z.array(salesPointSchema),
  totals: salesTotalsSchema,
  previous_totals: salesTotalsSchema,
  /** The 10 best by units, then revenue. */
  top_products: z.array(topProductSchema),
  top_options: z.array(topOptionSchema),
  /** Products sold in the period, highest rate first (at most 20). */
  sell_through: z.array(sellThroughSchema),
  funnel: funnelSchema,
  /** Members whose cart has lines older than 24 hours (most valuable first, at most 20). */
  abandoned_carts: z.object({
    members: z.number().int(),
    lines: z.number().int(),
    value: z.number().int(),
    rows: z.array(abandonedCartSchema),
  }),
});
export type Insight = z.infer<typeof insightSchema>;

/** A product page view, sent by the shop's product page (no third-party tracker). */
export const productViewSchema = z.object({ item_id: z.number().int().positive() });
export type ProductView = z.infer<typeof productViewSchema>;

export const insightLabels = {
  title: '매출 분석',
  revenue: '매출',
  orders: '주문 수',
  aov: '객단가',
  refunded: '환불',
  cancelled: '취소',
  previous: '이전 기간',
  topProducts: '많이 팔린 상품',
  topOptions: '많이 팔린 옵션',
  sellThrough: '판매율',
  funnel: '구매 전환',
  productViews: '상품 조회',
  cartAdds: '장바구니 담기',
  checkoutsStarted: '주문서 작성',
  paid: '결제 완료',
  abandonedCarts: '장바구니 이탈',
  tableView: '표로 보기',
  chartView: '차트로 보기',
  downloadCsv: 'CSV 내려받기',
} as const;
