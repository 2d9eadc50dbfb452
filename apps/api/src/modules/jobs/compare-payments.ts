import {
  type ComparisonSummary,
  type PaymentComparison,
  previousSeoulDay,
} from '../payments/compare-service';
import type { JobDefinition } from './runner';

export const COMPARE_PAYMENTS = 'compare-payments';

/** A run's output in a line, for the back office. */
export function comparisonSummary(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as Partial<ComparisonSummary>;
  const n = (value: unknown) => (typeof value === 'number' ? value : 0);
  return `${o.date ?? ''} 일치 ${n(o.matched)}건 / 불일치 ${n(o.mismatched)}건`.trim();
}

/**
 * Every day at 04:00 (Seoul): the payments of the day before are compared with the provider's
 * record of them; the differences are kept for the back office's "결제 대사".
 */
export function comparePaymentsJob(deps: {
  payments: Pick<PaymentComparison, 'compareDay'>;
}): JobDefinition {
  return {
    name: COMPARE_PAYMENTS,
    label: '결제사 일일 대조',
    cron: '0 4 * * *',
    scheduleLabel: '매일 04:00',
    async run(now) {
      return { ...(await deps.payments.compareDay(previousSeoulDay(now), now)) };
    },
    summarize: comparisonSummary,
  };
}
