import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
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
  payments: Pick<PaymentService, 'handleEvent'>;
  /** Default CONFIRMING_STALE_AFTER_MS. */
  confirmingStaleAfterMs?: number;
}

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
        try {
          const answer = await payments.handleEvent({
            eventType: 'PAYMENT_STATUS_CHANGED',
            data: { paymentKey: payment.paymentKey },
          });
          if (answer === 'placed' || answer === 'released' || answer === 'refunded') {
            outcome[answer] += 1;
          } else {
            outcome.unchanged += 1;
          }
        } catch (error) {
          // 409: the order moved on meanwhile (a confirmation or the webhook settled it).
          if (error instanceof HttpError && error.statusCode === 409) {
            outcome.unchanged += 1;
          } else {
            outcome.failed.push({
              merchantId: order.merchantId,
              reason: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      return outcome;
    },
  };
}
export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
