import { INSIGHT_MAX_BUCKETS, type InsightUnit, insightUnits } from '@shop/contract/admin-insight';
import { pad } from '@shop/contract/format';
import { useUrlFilters } from '../url-filters';
import { insightText as t } from './insight-text';

// Seoul dates are plain `YYYY-MM-DD` strings here: read and written as UTC days, so the
// arithmetic never crosses a time zone.
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const addDays = (day: string, days: number) => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};

const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);

/** The Monday a week bucket starts on. */
const monday = (day: string) => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));

/** The last day of a bucket that starts on `bucket`. */
function bucketEnd(bucket: string, unit: InsightUnit) {
  if (unit === 'day') return bucket;
  if (unit === 'week') return addDays(bucket, 6);
  const date = toDate(bucket);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** The days of a bucket inside the period: a week or month may start before `from`. */
export function bucketDays(bucket: string, unit: InsightUnit, from: string, to: string) {
  const end = bucketEnd(bucket, unit);
  return { from: bucket < from ? from : bucket, to: end > to ? to : end };
}

/** How a bucket is named on the chart's axis: '11.29', '11.24~', '2026.11'. */
export function bucketTick(bucket: string, unit: InsightUnit) {
  const [year, month, day] = bucket.split('-');
  if (unit === 'month') return `${year}.${month}`;
  return unit === 'week' ? `${month}.${day}~` : `${month}.${day}`;
}

/** How a bucket is named in the tables: '2026.11.29', '2026.11.24 ~ 11.30', '2026.11'. */
export function bucketName(bucket: string, unit: InsightUnit, from: string, to: string) {
  const days = bucketDays(bucket, unit, from, to);
  const dotted = (day: string) => day.replaceAll('-', '.');
  if (unit === 'day') return dotted(bucket);
  if (unit === 'month') return dotted(bucket.slice(0, 7));
  return `${dotted(days.from)} ~ ${dotted(days.to.slice(5))}`;
}

/** How many buckets of `unit` the period `from`..`to` spans. */
export function bucketCount(from: string, to: string, unit: InsightUnit) {
  if (unit === 'day') return daysBetween(from, to) + 1;
  if (unit === 'week') return daysBetween(monday(from), monday(to)) / 7 + 1;
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** Why the period cannot be asked for, or nothing when it can. */
export function periodProblem(from: string, to: string, unit: InsightUnit) {
  if (!from || !to) return undefined;
  if (from > to) return t.fromAfterTo;
  const max = INSIGHT_MAX_BUCKETS[unit];
  return bucketCount(from, to, unit) > max ? t.tooLong(insightUnits.labels[unit], max) : undefined;
}

const defaults = { unit: 'day', from: '', to: '' };

const isUnit = (value: string): value is InsightUnit =>
  (insightUnits.values as readonly string[]).includes(value);

/**
 * The period in the address (`unit`, `from`, `to`), so a view can be shared and the back button
 * works. Without dates the server picks the unit's usual span up to today.
 */
export function useInsightPeriod() {
  const [filters, setFilters] = useUrlFilters(defaults);
  const unit = isUnit(filters.unit) ? filters.unit : 'day';
  const query = { unit, from: filters.from, to: filters.to };
  return {
    query,
    /** Another unit keeps the chosen dates while they fit in its longest range. */
    setUnit: (next: InsightUnit) => {
      const keep = periodProblem(query.from, query.to, next) === undefined;
      setFilters(keep ? { unit: next } : { unit: next, from: '', to: '' });
    },
    setRange: (from: string, to: string) => setFilters({ from, to }),
  };
}
