import type { PaymentReconciliation, ReconcileOutcome } from '../payments/reconcile-service';
import { defineJob } from './define-job';
import { countIn, outputFields } from './output';
import { everyMinutes } from './schedule';

export const RECONCILE_PAYMENTS = 'reconcile-payments';

/** A run's output: its counts, and the payments it could not settle (a few named, with why). */
export function reconcileReport({ failed, ...counts }: ReconcileOutcome) {
  return {
    ...counts,
    failed: failed.length,
    failures: failed.slice(0, 5).map((f) => `${f.merchantId}: ${f.reason}`),
  };
}
type ReconcileReport = ReturnType<typeof reconcileReport>;

/** A run's output in a line, for the back office. */
export function reconcileSummary(output: unknown): string | null {
  const o = outputFields<ReconcileReport>(output);
  if (!o) return null;
  const line = [
    `조회 ${countIn(o.lookedUp)}`,
    `주문 완료 ${countIn(o.placed)}`,
    `보류 해제 ${countIn(o.released)}`,
    `환불 ${countIn(o.refunded)}`,
    `변화 없음 ${countIn(o.unchanged)}`,
    `실패 ${countIn(o.failed)}`,
  ].join(' · ');
  const [first] = Array.isArray(o.failures) ? o.failures : [];
  return first ? `${line} (${first})` : line;
}

/**
 * Every minute: payments left without an outcome (a confirmation whose answer was lost, a
 * payment the webhook never told about) are settled with the provider's word. A payment the
 * provider cannot answer for is left for the next run and counted as failed, without failing
 * the run.
 */
export const reconcilePaymentsJob = defineJob<{
  payments: Pick<PaymentReconciliation, 'reconcileStale'>;
}>({
  name: RECONCILE_PAYMENTS,
  label: '결제 대사',
  schedule: everyMinutes(1),
  async run({ payments }, now) {
    return reconcileReport(await payments.reconcileStale({ now }));
  },
  summarize: reconcileSummary,
  // A restarted instance settles what a crash left confirming without waiting for the minute.
  runAtStart: true,
});
