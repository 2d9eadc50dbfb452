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
  attention: '오늘 챙길 일',
  lateShipments: '출고 마감(오후 1시) 지난 배송 대기',
  openClaims: '처리 중인 교환·반품',
  unsettledPayments: '결제 확인 중',
  staleQna: '24시간 넘게 답변 대기 중인 Q&A',
  restockWaiting: '재입고 알림을 기다리는 재고 부족 옵션',
  waiting: '재입고 대기',
  allClear: '지금 챙길 일이 없습니다.',
} as const;

/** Paid before this hour (Seoul) ships the same day, as the guide promises. */
export const DISPATCH_CUTOFF_HOUR = 13;

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
  /** Shoppers waiting for a 재입고 알림 of the option. */
  waiting: z.number().int(),
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
  /** What needs the operator now, each a link to its filtered list. */
  attention: z.object({
    /** Paid before the last same-day cut-off (`cutoff`) and still not shipped. */
    late_shipments: z.number().int(),
    cutoff: z.string(),
    /** 교환·반품 requested, approved, collected or inspected: waiting for the next step. */
    open_claims: z.number().int(),
    /** Payments the provider has not settled yet (confirmation under way or unanswered). */
    unsettled_payments: z.number().int(),
    /** Q&A posts unanswered for over 24 hours. */
    stale_qna: z.number().int(),
    /** Options at or under the low-stock threshold that shoppers wait to be told about. */
    restock_waiting: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
