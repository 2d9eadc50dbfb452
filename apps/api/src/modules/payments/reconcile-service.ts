import type { ReconcileDecision } from '@shop/contract/admin-payments';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { insertReconciliation } from './reconciliation-repo';
import * as repo from './repo';
import type { PaymentService } from './service';

/**
 * A confirmation without an answer this long is asked about (longer than a success call waits);
 * the default of RECONCILE_CONFIRMING_AFTER_MS.
 */
export const CONFIRMING_STALE_AFTER_MS = 2 * 60 * 1000;
/** READY/FAILED payments of orders touched this recently are asked about. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Payments looked up per run; the next run takes the rest. */
const RECONCILE_BATCH = 100;

export interface ReconcileOutcome {
  /** Payments looked up at the provider. */
  lookedUp: number;
  /** Orders placed: the provider had the payment DONE. */
  placed: number;
  /** Holds given back: the provider's session was aborted or expired. */
  released: number;
  /** Charges taken back: the order could not be placed (stock or coupon gone, amount differs). */
  refunded: number;
  /** Payments the provider's answer changed nothing for (still in progress, already settled). */
  unchanged: number;
  /** Payments that could not be settled (provider unreachable, …), with the reason. */
  failed: { merchantId: string; reason: string }[];
}

export interface ReconcileDeps {
  db: Database;
  payments: Pick<PaymentService, 'settleFromProvider'>;
  /** Default CONFIRMING_STALE_AFTER_MS. */
  confirmingStaleAfterMs?: number;
}

/** What the webhook's settling answered, as a decision and its reason in the back office's words. */
const DECISIONS: Record<string, { decision: ReconcileDecision; reason: string }> = {
  placed: { decision: 'placed', reason: '결제사 승인 완료: 주문을 완료했습니다.' },
  released: {
    decision: 'released',
    reason: '결제사에서 결제가 중단·만료되어 보류한 재고와 쿠폰을 돌려놓았습니다.',
  },
  refunded: {
    decision: 'refunded',
    reason: '주문을 완료할 수 없어(재고·쿠폰·금액) 결제사 승인을 취소했습니다.',
  },
  'in progress': { decision: 'unchanged', reason: '결제사에서 아직 처리 중입니다.' },
  'up to date': { decision: 'unchanged', reason: '이미 결제사 상태와 같습니다.' },
  recorded: { decision: 'unchanged', reason: '결제사에서 취소된 내역을 기록했습니다.' },
  'unknown order': { decision: 'unchanged', reason: '결제사 결제의 주문을 찾을 수 없습니다.' },
};
const MOVED_ON = {
  decision: 'unchanged',
  reason: '다른 처리가 먼저 주문을 정리했습니다.',
} as const;

/**
 * Payments the shop never heard the end of are settled with the provider's word, exactly as its
 * webhook would settle them: placed when DONE (refunded when the order cannot take it), released
 * when the session was aborted or expired. A provider that cannot answer changes nothing.
 */
export function createPaymentReconciliation({
  db,
  payments,
  confirmingStaleAfterMs = CONFIRMING_STALE_AFTER_MS,
}: ReconcileDeps) {
  return {
    async reconcileStale({ now }: { now: Date }): Promise<ReconcileOutcome> {
      const outcome: ReconcileOutcome = {
        lookedUp: 0,
        placed: 0,
        released: 0,
        refunded: 0,
        unchanged: 0,
        failed: [],
      };
      const stale = await repo.listToReconcile(
        db,
        {
          confirmingBefore: new Date(now.getTime() - confirmingStaleAfterMs),
          touchedSince: new Date(now.getTime() - RECONCILE_WINDOW_MS),
        },
        RECONCILE_BATCH,
      );
      for (const { order, payment } of stale) {
        if (!payment.paymentKey) continue;
        outcome.lookedUp += 1;
        let providerStatus: string | null = null;
        let settled: { decision: ReconcileDecision; reason: string };
        try {
          const answer = await payments.settleFromProvider(payment.paymentKey);
          providerStatus = answer.providerStatus;
          settled = DECISIONS[answer.answer] ?? { decision: 'unchanged', reason: answer.answer };
        } catch (error) {
          // 409: the order moved on meanwhile (a confirmation or the webhook settled it).
          settled =
            error instanceof HttpError && error.statusCode === 409
              ? MOVED_ON
              : {
                  decision: 'failed',
                  reason: error instanceof Error ? error.message : String(error),
                };
        }
        if (settled.decision === 'failed') {
          outcome.failed.push({ merchantId: order.merchantId, reason: settled.reason });
        } else {
          outcome[settled.decision] += 1;
        }
        await insertReconciliation(db, {
          runAt: now,
          orderNumber: order.merchantId,
          paymentKey: payment.paymentKey,
          providerStatus,
          ...settled,
        });
      }
      return outcome;
    },
  };
}
export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
