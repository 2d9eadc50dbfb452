import { adminMessages } from '@shop/contract/admin';
import {
  INSIGHT_MAX_BUCKETS,
  type InsightUnit,
  insightMessages,
} from '@shop/contract/admin-insight';
import { HttpError } from '../../lib/errors';

/** The buckets of a request without dates: the last 30 days, 12 weeks or 12 months. */
const DEFAULT_BUCKETS: Record<InsightUnit, number> = { day: 30, week: 12, month: 12 };

const DAY_MS = 24 * 60 * 60 * 1000;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (at: Date) => at.toISOString().slice(0, 10);

/** The Seoul date `n` days after `date` (before, for a negative `n`). */
export function addDays(date: string, n: number): string {
  return iso(new Date(utc(date).getTime() + n * DAY_MS));
}

/** The Monday of the week `date` falls in. */
export function weekStart(date: string): string {
  const weekday = utc(date).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the bucket `date` falls in. */
export function bucketOf(unit: InsightUnit, date: string): string {
  if (unit === 'week') return weekStart(date);
  if (unit === 'month') return monthStart(date);
  return date;
}

/** The start of the bucket `n` buckets after the one starting on `start` (before, if negative). */
export function shiftBuckets(unit: InsightUnit, start: string, n: number): string {
  if (unit === 'day') return addDays(start, n);
  if (unit === 'week') return addDays(start, 7 * n);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const months = year * 12 + (month - 1) + n;
  const y = Math.floor(months / 12);
  return `${String(y).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

export interface InsightPeriod {
  unit: InsightUnit;
  /** The first day of the first bucket, and the last day asked for (both Seoul dates). */
  from: string;
  to: string;
  /** The first day of each bucket, oldest first. */
  buckets: string[];
  /** As many buckets just before `from`. */
  previousFrom: string;
  previousTo: string;
  previous: string[];
}

const refused = (field: 'from' | 'to', msg: string) =>
  new HttpError(422, [{ loc: ['query', field], msg, type: 'value_error' }]);

/**
 * The buckets a request covers: `from` moves back to the start of its bucket (a Monday, the 1st
 * of a month); the last bucket ends on `to`, so the current week or month is counted up to
 * today. Without dates: the default number of buckets up to today. 422 when `from` is after `to`
 * or the range holds more buckets than INSIGHT_MAX_BUCKETS allows.
 */
export function insightPeriod(
  query: { unit: InsightUnit; from?: string | undefined; to?: string | undefined },
  today: string,
): InsightPeriod {
  const { unit } = query;
  const to = query.to ?? today;
  const from = bucketOf(
    unit,
    query.from ?? shiftBuckets(unit, bucketOf(unit, to), 1 - DEFAULT_BUCKETS[unit]),
  );
  if ((query.from ?? from) > to) throw refused('from', adminMessages.badDateRange);

  const max = INSIGHT_MAX_BUCKETS[unit];
  const buckets: string[] = [];
  for (let start = from; start <= to; start = shiftBuckets(unit, start, 1)) {
    if (buckets.length === max) throw refused('from', insightMessages.tooLong(unit));
    buckets.push(start);
  }
  const previousFrom = shiftBuckets(unit, from, -buckets.length);
  return {
    unit,
    from,
    to,
    buckets,
    previousFrom,
    previousTo: addDays(from, -1),
    previous: buckets.map((_, i) => shiftBuckets(unit, previousFrom, i)),
  };
}
