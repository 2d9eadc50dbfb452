import { z } from 'zod';

/** An option counts as low on stock at this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 3;

export const dashboardLabels = {
  today: '오늘',
  month: '이번 달',
  orders: '결제 완료 주문',
  sales: '매출',
  refunded: '환불',
  awaitingShipment: '배송 대기',
  lowStock: '재고 부족 옵션',
  unansweredQna: '답변 대기 Q&A',
} as const;

/** Orders paid within a period (Asia/Seoul days) and what they brought in. */
export const salesFigureSchema = z.object({
  /** Orders whose payment was confirmed in the period, cancelled ones included. */
  order_count: z.number().int(),
  /** Paid amounts of those orders minus what was refunded of them. */
  sales: z.number().int(),
  /** Refunded of those orders so far. */
  refunded: z.number().int(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

export const lowStockOptionSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  option_id: z.number().int(),
  option: z.string(),
  stock: z.number().int(),
  is_hidden: z.boolean(),
});
export type LowStockOption = z.infer<typeof lowStockOptionSchema>;

export const dashboardSchema = z.object({
  /** The Seoul day the figures were taken on, `YYYY-MM-DD`. */
  date: z.string(),
  today: salesFigureSchema,
  month: salesFigureSchema,
  /** Paid orders waiting to be shipped (ORDER_PLACED). */
  awaiting_shipment: z.number().int(),
  low_stock_threshold: z.number().int(),
  /** Options at or under the threshold, fewest first (at most 50). */
  low_stock: z.array(lowStockOptionSchema),
  /** Q&A posts without an answer from the shop. */
  unanswered_qna: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
