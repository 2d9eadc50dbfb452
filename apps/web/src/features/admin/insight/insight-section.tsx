import { type Insight, insightLabels as labels } from '@shop/contract/admin-insight';
import { useId } from 'react';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { AbandonedCartsPanel } from './abandoned-carts-panel';
import { useInsight } from './api';
import { FunnelPanel } from './funnel-panel';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';
import { useInsightPeriod } from './period';
import { PeriodControls } from './period-controls';
import { SellThroughPanel, TopOptionsPanel, TopProductsPanel } from './product-panels';
import { RefundsPanel, RevenuePanel } from './sales-panels';
import { TotalsCards } from './totals-cards';

const hasSales = (insight: Insight) =>
  insight.series.some((p) => p.orders > 0 || p.refunded > 0 || p.cancelled > 0);

/** 매출 분석: the period's sales against the period before, what sold, the funnel and carts. */
export function InsightSection() {
  const headingId = useId();
  const period = useInsightPeriod();
  const query = useInsight(period.query);
  const insight = query.data;
  return (
    <section
      className={`${page.section} ${styles.insight}`}
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={page.sectionTitle}>
          {labels.title}
        </h2>
        {insight && (
          <p className={styles.period}>
            <span>{t.period(insight.from, insight.to)}</span>
            <span className={page.muted}>
              {t.comparedWith(insight.previous_from, insight.previous_to)}
            </span>
          </p>
        )}
      </div>
      <PeriodControls
        unit={period.query.unit}
        from={insight?.from ?? period.query.from}
        to={insight?.to ?? period.query.to}
        onUnit={period.setUnit}
        onRange={period.setRange}
      />
      {/* A failed refetch keeps the last figures under its message. */}
      {(query.isError || !insight) && <QueryStatus query={query} />}
      {insight && (
        <>
          {!hasSales(insight) && (
            <p className={styles.empty} role="status">
              {t.empty}
            </p>
          )}
          <TotalsCards now={insight.totals} before={insight.previous_totals} />
          <div className={styles.grid}>
            <RevenuePanel insight={insight} />
            <RefundsPanel insight={insight} />
            <FunnelPanel funnel={insight.funnel} />
            <TopProductsPanel rows={insight.top_products} />
            <TopOptionsPanel rows={insight.top_options} />
            <SellThroughPanel rows={insight.sell_through} />
            <AbandonedCartsPanel carts={insight.abandoned_carts} />
          </div>
        </>
      )}
    </section>
  );
}
