import { groupDigits } from '@shop/contract/format';

/** The app's colours a series may take (CSS variables of global.css). */
export type ChartTone = 'text' | 'muted' | 'accent' | 'danger';

export interface ChartSeries {
  label: string;
  /** One value per bucket, aligned with the chart's ticks. */
  values: number[];
  tone: ChartTone;
  /** Drawn dashed: the previous period under the current one. */
  dashed?: boolean;
  bars?: boolean;
  /** The right-hand axis, for a second unit (counts beside won). */
  right?: boolean;
  /** The full figure, in the legend. */
  format: (n: number) => string;
  /** The short figure, on the axis. */
  short: (n: number) => string;
}

/** What a chart draws: one tick label per bucket and the series over them. */
export interface ChartSpec {
  title: string;
  ticks: string[];
  series: ChartSeries[];
}

/** 12_340_000 → '1,234만', 250_000_000 → '2.5억': won as an axis reads them. */
export function shortWon(n: number) {
  const abs = Math.abs(n);
  if (abs >= 100_000_000) return `${Number((n / 100_000_000).toFixed(1))}억`;
  if (abs >= 10_000) return `${groupDigits(Math.round(n / 10_000))}만`;
  return groupDigits(Math.round(n));
}
