import {
  type ComparisonSummary,
  type PaymentComparison,
  previousSeoulDay,
} from '../payments/compare-service';
import { defineJob } from './define-job';
import { countIn, outputFields } from './output';
import { dailyAt } from './schedule';

export const COMPARE_PAYMENTS = 'compare-payments';

/** A run's output in a line, for the back office. */
export function comparisonSummary(output: unknown): string | null {
  const o = outputFields<ComparisonSummary>(output);
  if (!o) return null;
  return `${o.date ?? ''} 일치 ${countIn(o.matched)}건 / 불일치 ${countIn(o.mismatched)}건`.trim();
}

/**
 * Every day at 04:00 (Seoul): the payments of the day before are compared with the provider's
 * record of them; the differences are kept for the back office's "결제 대사".
 */
export const comparePaymentsJob = defineJob<{ payments: Pick<PaymentComparison, 'compareDay'> }>({
  name: COMPARE_PAYMENTS,
  label: '결제사 일일 대조',
  schedule: dailyAt('04:00'),
  async run({ payments }, now) {
    return { ...(await payments.compareDay(previousSeoulDay(now), now)) };
  },
  summarize: comparisonSummary,
});
