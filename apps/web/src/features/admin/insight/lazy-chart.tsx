import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-spec';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';

// uPlot and the drawing code load only when a chart is on screen: never with the storefront,
// and not before the back office's home shows its figures.
const TimeChart = lazy(() => import('./time-chart').then((m) => ({ default: m.TimeChart })));

/** A chart as an image for screen readers, pointing them to the table view of the same figures. */
export function LazyChart({ spec }: { spec: ChartSpec }) {
  return (
    <div role="img" aria-label={t.chartHint(spec.title)} className={styles.chartBox}>
      <Suspense fallback={<p className={styles.chartLoading}>{t.chartLoading}</p>}>
        <TimeChart spec={spec} />
      </Suspense>
    </div>
  );
}
