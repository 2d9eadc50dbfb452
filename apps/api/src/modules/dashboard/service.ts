import {
  type Dashboard,
  DISPATCH_CUTOFF_HOUR,
  LOW_STOCK_THRESHOLD,
} from '@shop/contract/admin-dashboard';
import type { Database } from '../../db/client';
import { seoulPeriods } from '../../lib/seoul-days';
import type { QnaService } from '../community/qna-service';
import * as repo from './repo';

const LOW_STOCK_LIMIT = 50;

const figure = (row: { orderCount: number; sales: number; refunded: number }) => ({
  order_count: row.orderCount,
  sales: row.sales,
  refunded: row.refunded,
});

/** What other domains count for the operator's "today" (injected: claims and payments). */
export interface AttentionCounts {
  openClaims(): Promise<number>;
  unsettledPayments(): Promise<number>;
}

const HOUR = 60 * 60 * 1000;
const SEOUL_OFFSET = 9 * HOUR;

/** The last same-day dispatch cut-off at or before `at`: today's 13:00 in Seoul, or yesterday's. */
export function lastCutoff(at: Date): Date {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET);
  const today = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  const cutoff = today + DISPATCH_CUTOFF_HOUR * HOUR - SEOUL_OFFSET;
  return new Date(cutoff <= at.getTime() ? cutoff : cutoff - 24 * HOUR);
}

export function createDashboardService({
  db,
  qna,
  attention,
  now = () => new Date(),
}: {
  db: Database;
  qna: Pick<QnaService, 'countUnanswered'>;
  attention: AttentionCounts;
  now?: () => Date;
}) {
  /** What needs the operator now: late shipments, claims, unsettled payments, stale Q&A. */
  async function attentionNow(): Promise<Dashboard['attention']> {
    const at = now();
    const cutoff = lastCutoff(at);
    const [late, claims, payments, stale, waited] = await Promise.all([
      repo.countLateShipments(db, cutoff),
      attention.openClaims(),
      attention.unsettledPayments(),
      qna.countUnanswered(new Date(at.getTime() - 24 * HOUR)),
      repo.countLowStockWaited(db, LOW_STOCK_THRESHOLD),
    ]);
    return {
      late_shipments: late,
      cutoff: cutoff.toISOString(),
      open_claims: claims,
      unsettled_payments: payments,
      stale_qna: stale,
      restock_waiting: waited,
    };
  }

  return {
    /** Today's and this month's paid orders (Seoul days) and what needs attention. */
    async overview(): Promise<Dashboard> {
      const periods = seoulPeriods(now());
      const today = await repo.paidFigures(db, periods.day.start, periods.day.end);
      const month = await repo.paidFigures(db, periods.month.start, periods.month.end);
      const lowStock = await repo.lowStockOptions(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT);
      return {
        date: periods.today,
        today: figure(today),
        month: figure(month),
        awaiting_shipment: await repo.countByStatus(db, 'ORDER_PLACED'),
        low_stock_threshold: LOW_STOCK_THRESHOLD,
        low_stock: lowStock.map((r) => ({
          item_id: r.itemId,
          item_name: r.itemName,
          option_id: r.optionId,
          option: r.label,
          stock: r.stock,
          is_hidden: r.hidden,
          waiting: r.waiting,
        })),
        unanswered_qna: await qna.countUnanswered(),
        attention: await attentionNow(),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
