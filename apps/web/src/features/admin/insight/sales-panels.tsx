import {
  type Insight,
  insightLabels as labels,
  type SalesPoint,
} from '@shop/contract/admin-insight';
import { formatWon, groupDigits } from '@shop/contract/format';
import { useMemo, useState } from 'react';
import { Link } from '../../../shared/routing';
import page from '../page.module.css';
import { type ChartSpec, shortWon } from './chart-spec';
import { insightText as t } from './insight-text';
import { LazyChart } from './lazy-chart';
import { type Field, InsightPanel, num } from './panel';
import { bucketDays, bucketName, bucketTick } from './period';
import { Segmented } from './segmented';

/** One bucket with its days inside the period and the aligned bucket of the period before. */
interface BucketRow {
  point: SalesPoint;
  previous: SalesPoint | undefined;
  name: string;
  from: string;
  to: string;
}

function bucketRows(insight: Insight): BucketRow[] {
  return insight.series.map((point, i) => ({
    point,
    previous: insight.previous[i],
    name: bucketName(point.bucket, insight.unit, insight.from, insight.to),
    ...bucketDays(point.bucket, insight.unit, insight.from, insight.to),
  }));
}

/** The bucket's dates: a link to the orders paid in it in the table, two columns in the file. */
const bucketFields: Field<BucketRow>[] = [
  {
    key: 'bucket',
    header: t.bucket,
    only: 'table',
    value: (r) => r.name,
    cell: (r) => (
      <Link
        className={page.rowLink}
        to={`/admin/orders?paid_from=${r.from}&paid_to=${r.to}`}
        aria-label={t.ordersLink(r.name)}
      >
        {num(r.name)}
      </Link>
    ),
  },
  { key: 'from', header: t.bucketStart, only: 'csv', value: (r) => r.from },
  { key: 'to', header: t.bucketEnd, only: 'csv', value: (r) => r.to },
];

type Metric = 'revenue' | 'orders' | 'aov';

const metricFormat: Record<
  Metric,
  { format: (n: number) => string; short: (n: number) => string }
> = {
  revenue: { format: formatWon, short: shortWon },
  orders: { format: t.times, short: groupDigits },
  aov: { format: formatWon, short: shortWon },
};

const metricField = (
  metric: Metric | 'refunded' | 'cancelled',
  previous = false,
): Field<BucketRow> => {
  const format = metric === 'orders' || metric === 'cancelled' ? t.times : formatWon;
  const value = (r: BucketRow) => (previous ? (r.previous?.[metric] ?? 0) : r.point[metric]);
  return {
    key: previous ? `previous-${metric}` : metric,
    header: previous ? `${labels.previous} ${labels[metric]}` : labels[metric],
    align: 'end',
    value,
    cell: (r) => num(format(value(r))),
  };
};

const revenueFields: Field<BucketRow>[] = [
  ...bucketFields,
  metricField('revenue'),
  metricField('orders'),
  metricField('aov'),
  {
    key: 'previous-from',
    header: t.previousBucket,
    only: 'csv',
    value: (r) => r.previous?.bucket ?? '',
  },
  metricField('revenue', true),
  metricField('orders', true),
  metricField('aov', true),
];

const refundFields: Field<BucketRow>[] = [
  ...bucketFields,
  metricField('refunded'),
  metricField('cancelled'),
];

const metrics = (['revenue', 'orders', 'aov'] as const).map((value) => ({
  value,
  label: labels[value],
}));

/** Sales per bucket against the period before (dashed), as revenue, orders or AOV. */
export function RevenuePanel({ insight }: { insight: Insight }) {
  const [metric, setMetric] = useState<Metric>('revenue');
  const rows = useMemo(() => bucketRows(insight), [insight]);
  const spec = useMemo<ChartSpec>(
    () => ({
      title: `${t.trendTitle} (${labels[metric]})`,
      ticks: insight.series.map((p) => bucketTick(p.bucket, insight.unit)),
      series: [
        {
          label: labels[metric],
          values: insight.series.map((p) => p[metric]),
          tone: 'text',
          ...metricFormat[metric],
        },
        {
          label: labels.previous,
          values: insight.previous.map((p) => p[metric]),
          tone: 'muted',
          dashed: true,
          ...metricFormat[metric],
        },
      ],
    }),
    [insight, metric],
  );
  return (
    <InsightPanel
      title={t.trendTitle}
      file="revenue"
      fields={revenueFields}
      rows={rows}
      rowKey={(r) => r.point.bucket}
      wide
      tools={
        <Segmented label={t.metricLabel} options={metrics} value={metric} onChange={setMetric} />
      }
      chart={<LazyChart spec={spec} />}
    />
  );
}

/** Won refunded (bars, left axis) and orders cancelled (bars, right axis) per bucket. */
export function RefundsPanel({ insight }: { insight: Insight }) {
  const rows = useMemo(() => bucketRows(insight), [insight]);
  const spec = useMemo<ChartSpec>(
    () => ({
      title: t.refundsTitle,
      ticks: insight.series.map((p) => bucketTick(p.bucket, insight.unit)),
      series: [
        {
          label: labels.refunded,
          values: insight.series.map((p) => p.refunded),
          tone: 'danger',
          bars: true,
          format: formatWon,
          short: shortWon,
        },
        {
          label: labels.cancelled,
          values: insight.series.map((p) => p.cancelled),
          tone: 'muted',
          bars: true,
          right: true,
          format: t.times,
          short: groupDigits,
        },
      ],
    }),
    [insight],
  );
  return (
    <InsightPanel
      title={t.refundsTitle}
      file="refunds"
      fields={refundFields}
      rows={rows}
      rowKey={(r) => r.point.bucket}
      chart={<LazyChart spec={spec} />}
    />
  );
}
