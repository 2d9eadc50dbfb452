import type {
  PaymentComparisonAnswer,
  ReconciliationList,
  reconciliationListQuerySchema,
} from '@shop/contract/admin-payments';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pageInfo, pageWindow } from '../../lib/paging';
import { seoulDayEnd, seoulDayStart } from '../../lib/seoul-days';
import * as repo from './reconciliation-repo';

type ListQuery = z.output<typeof reconciliationListQuerySchema>;

/** The back office's "결제 대사": each reconciliation decision, and the daily comparisons. */
export function createReconciliationAdmin({ db }: { db: Database }) {
  return {
    async list(query: ListQuery): Promise<ReconciliationList> {
      const filter = {
        decision: query.decision,
        from: query.date ? seoulDayStart(query.date) : undefined,
        to: query.date ? seoulDayEnd(query.date) : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.listReconciliations(db, filter, pageWindow(query)),
        repo.countReconciliations(db, filter),
      ]);
      return {
        entries: rows.map(({ entry, orderId }) => ({
          reconciliation_id: entry.id,
          run_at: entry.runAt.toISOString(),
          order_id: orderId,
          merchant_id: entry.orderNumber,
          payment_key: entry.paymentKey,
          provider_status: entry.providerStatus,
          decision: entry.decision,
          reason: entry.reason,
        })),
        ...pageInfo(query, total),
      };
    },

    async comparison(date?: string): Promise<PaymentComparisonAnswer> {
      const found = await repo.findComparison(db, date);
      if (!found) return { comparison: null };
      const { comparison, differences } = found;
      return {
        comparison: {
          date: comparison.day,
          compared_at: comparison.comparedAt.toISOString(),
          matched: comparison.matched,
          mismatched: comparison.mismatched,
          differences: differences.map((d) => ({
            difference_id: d.id,
            merchant_id: d.orderNumber,
            payment_key: d.paymentKey,
            kind: d.kind,
            provider_status: d.providerStatus,
            provider_charged: d.providerCharged,
            provider_refunded: d.providerRefunded,
            ledger_charged: d.ledgerCharged,
            ledger_refunded: d.ledgerRefunded,
          })),
        },
      };
    },
  };
}
export type ReconciliationAdmin = ReturnType<typeof createReconciliationAdmin>;
