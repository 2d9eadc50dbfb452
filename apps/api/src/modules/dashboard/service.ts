import { type Dashboard, LOW_STOCK_THRESHOLD } from '@shop/contract/admin-dashboard';
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

export function createDashboardService({
  db,
  qna,
  now = () => new Date(),
}: {
  db: Database;
  qna: Pick<QnaService, 'countUnanswered'>;
  now?: () => Date;
}) {
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
        })),
        unanswered_qna: await qna.countUnanswered(),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
