import { useCallback, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries, ChartSpec, ChartTone } from './chart-spec';
import styles from './time-chart.module.css';
import { useUplot } from './use-uplot';

const HEIGHT = 240;
// Won and counts are whole: the value axes step by 1, 2 or 5 times a power of ten.
const WHOLE_STEPS = Array.from({ length: 11 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();
const TONES: Record<ChartTone, string> = {
  text: '--color-text',
  muted: '--color-muted',
  accent: '--color-accent',
  danger: '--color-danger',
};

/** The canvas cannot read CSS variables: the app's colours are looked up when a chart is made. */
function palette(element: Element) {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || '#1d1d1b';
  return {
    tone: (tone: ChartTone) => read(TONES[tone]),
    line: read('--color-line'),
    muted: read('--color-muted'),
    font: `12px ${style.fontFamily}`,
  };
}

/** Two bar series share a bucket side by side; one stands centred on it. */
function barPaths(index: number, count: number) {
  const align = count < 2 ? 0 : index === 0 ? -1 : 1;
  return uPlot.paths.bars?.({ size: [count < 2 ? 0.6 : 0.4, 40], align });
}

function makeOptions(spec: ChartSpec, element: Element, width: number): uPlot.Options {
  const colours = palette(element);
  const bars = spec.series.filter((s) => s.bars);
  const hasBars = bars.length > 0;
  const axisFor = (series: ChartSeries | undefined, side: 1 | 3): uPlot.Axis => ({
    scale: side === 3 ? 'y' : 'y2',
    side,
    stroke: colours.muted,
    font: colours.font,
    size: 56,
    incrs: WHOLE_STEPS,
    grid: side === 3 ? { stroke: colours.line, width: 1 } : { show: false },
    ticks: { show: false },
    values: (_u, splits) => splits.map((v) => (series ? series.short(v) : String(v))),
  });
  const right = spec.series.find((s) => s.right);
  return {
    width,
    height: HEIGHT,
    // Room on the right for the last tick's label when no axis stands there.
    padding: [12, right ? 0 : 24, 0, 0],
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    scales: {
      x: {
        time: false,
        range: (_u, min, max) => (hasBars ? [min - 0.5, max + 0.5] : [min, max]),
      },
      // From zero, with headroom; an empty period still draws an axis.
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      y2: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: colours.muted,
        font: colours.font,
        grid: { show: false },
        ticks: { stroke: colours.line, size: 4 },
        incrs: [1, 2, 3, 4, 5, 7, 10, 14, 20, 30, 50],
        space: 44,
        values: (_u, splits) => splits.map((i) => spec.ticks[i] ?? ''),
      },
      axisFor(
        spec.series.find((s) => !s.right),
        3,
      ),
      ...(right ? [axisFor(right, 1)] : []),
    ],
    series: [
      { label: '기간', value: (_u, i) => (i === null ? '—' : (spec.ticks[i] ?? '—')) },
      ...spec.series.map(
        (s): uPlot.Series => ({
          label: s.label,
          scale: s.right ? 'y2' : 'y',
          stroke: colours.tone(s.tone),
          width: s.bars ? 0 : s.dashed ? 1.5 : 2,
          ...(s.dashed && { dash: [6, 4] }),
          ...(s.bars && {
            fill: colours.tone(s.tone),
            paths: barPaths(bars.indexOf(s), bars.length),
            points: { show: false },
          }),
          value: (_u, v) => (v === null ? '—' : s.format(v)),
        }),
      ),
    ],
  };
}

/** A bucketed chart (lines, bars or both) on canvas, as wide as its box. */
export function TimeChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo<uPlot.AlignedData>(
    () => [spec.ticks.map((_, i) => i), ...spec.series.map((s) => s.values)],
    [spec],
  );
  const options = useCallback(
    (width: number) => makeOptions(spec, box.current ?? document.body, width),
    [spec],
  );
  useUplot(box, options, data);
  return <div ref={box} className={styles.chart} />;
}
