import { type Funnel, insightLabels as labels } from '@shop/contract/admin-insight';
import { groupDigits } from '@shop/contract/format';
import { stepRatios } from './change';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';
import { type Field, InsightPanel, num } from './panel';

interface Step {
  label: string;
  count: number;
  /** Over the step before; none for the first or after an empty step. */
  step: number | null;
  /** Over the product views. */
  overall: number | null;
}

export function funnelSteps(funnel: Funnel): Step[] {
  const steps = [
    [labels.productViews, funnel.product_views],
    [labels.cartAdds, funnel.cart_adds],
    [labels.checkoutsStarted, funnel.checkouts_started],
    [labels.paid, funnel.paid],
  ] as const;
  const ratios = stepRatios(steps.map(([, n]) => n));
  return steps.map(([label, count], i) => ({
    label,
    count,
    step: ratios[i] ?? null,
    overall: i === 0 || funnel.product_views === 0 ? null : count / funnel.product_views,
  }));
}

// The file keeps four decimals; the table shows percentages.
const ratioValue = (ratio: number | null) => (ratio === null ? '' : Number(ratio.toFixed(4)));

const fields: Field<Step>[] = [
  { key: 'step', header: t.step, value: (s) => s.label },
  {
    key: 'count',
    header: t.count,
    align: 'end',
    value: (s) => s.count,
    cell: (s) => num(groupDigits(s.count)),
  },
  {
    key: 'step-rate',
    header: t.stepConversion,
    align: 'end',
    value: (s) => ratioValue(s.step),
    cell: (s) => num(t.percent(s.step)),
  },
  {
    key: 'overall-rate',
    header: t.overallConversion,
    align: 'end',
    value: (s) => ratioValue(s.overall),
    cell: (s) => num(t.percent(s.overall)),
  },
];

/** 상품 조회 → 장바구니 담기 → 주문서 작성 → 결제 완료, each step's bar against the views. */
export function FunnelPanel({ funnel }: { funnel: Funnel }) {
  const steps = funnelSteps(funnel);
  const widest = Math.max(1, ...steps.map((s) => s.count));
  return (
    <InsightPanel
      title={labels.funnel}
      file="funnel"
      fields={fields}
      rows={steps}
      rowKey={(s) => s.label}
      chart={
        <ol className={styles.funnel}>
          {steps.map((s, i) => (
            <li key={s.label} className={styles.funnelStep}>
              <div className={styles.funnelHead}>
                <span>{s.label}</span>
                <strong className={styles.funnelCount}>{groupDigits(s.count)}</strong>
              </div>
              <div className={styles.funnelTrack} aria-hidden>
                <div
                  className={styles.funnelBar}
                  style={{ width: `${(s.count / widest) * 100}%` }}
                />
              </div>
              {i > 0 && (
                <span className={styles.funnelRate}>
                  {t.stepConversion} {t.percent(s.step)}
                </span>
              )}
            </li>
          ))}
        </ol>
      }
    />
  );
}
