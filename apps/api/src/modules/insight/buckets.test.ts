import { adminMessages } from '@shop/contract/admin';
import { insightMessages } from '@shop/contract/admin-insight';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { addDays, bucketOf, insightPeriod, shiftBuckets, weekStart } from './buckets';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, detail: error.detail };
    throw error;
  }
  throw new Error('not refused');
};

describe('insight buckets', () => {
  it('counts days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('starts weeks on Monday', () => {
    // 2026-11-29 is a Sunday, 2026-11-23 a Monday.
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-24')).toBe('2026-11-23');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
    expect(bucketOf('week', '2026-11-30')).toBe('2026-11-30');
  });

  it('buckets months by the calendar and shifts them across years', () => {
    expect(bucketOf('month', '2026-02-28')).toBe('2026-02-01');
    expect(shiftBuckets('month', '2026-01-01', -1)).toBe('2025-12-01');
    expect(shiftBuckets('month', '2026-11-01', 14)).toBe('2028-01-01');
    expect(shiftBuckets('month', '2026-03-01', -12)).toBe('2025-03-01');
    expect(shiftBuckets('week', '2026-11-23', -2)).toBe('2026-11-09');
  });

  it('defaults to the last 30 days with the 30 before them', () => {
    const period = insightPeriod({ unit: 'day' }, '2026-11-29');
    expect(period).toMatchObject({
      from: '2026-10-31',
      to: '2026-11-29',
      previousFrom: '2026-10-01',
      previousTo: '2026-10-30',
    });
    expect(period.buckets).toHaveLength(30);
    expect(period.previous).toHaveLength(30);
    expect(period.buckets.at(-1)).toBe('2026-11-29');
    expect(period.previous.at(-1)).toBe('2026-10-30');
  });

  it('defaults to 12 weeks from Monday, the current one up to today', () => {
    const period = insightPeriod({ unit: 'week' }, '2026-11-29');
    expect(period.buckets).toHaveLength(12);
    expect(period.buckets[0]).toBe('2026-09-07');
    expect(period.buckets.at(-1)).toBe('2026-11-23');
    expect(period.to).toBe('2026-11-29');
    expect(period.previousFrom).toBe('2026-06-15');
    expect(period.previousTo).toBe('2026-09-06');
    expect(period.previous.at(-1)).toBe('2026-08-31');
  });

  it('defaults to 12 calendar months, the previous 12 before them', () => {
    const period = insightPeriod({ unit: 'month' }, '2026-11-29');
    expect(period.buckets[0]).toBe('2025-12-01');
    expect(period.buckets.at(-1)).toBe('2026-11-01');
    expect(period.previousFrom).toBe('2024-12-01');
    expect(period.previousTo).toBe('2025-11-30');
    expect(period.previous).toHaveLength(12);
  });

  it('moves a given start back to its bucket and keeps the end asked for', () => {
    const weeks = insightPeriod(
      { unit: 'week', from: '2026-11-04', to: '2026-11-18' },
      '2026-11-29',
    );
    expect(weeks.from).toBe('2026-11-02');
    expect(weeks.buckets).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeks.previous).toEqual(['2026-10-12', '2026-10-19', '2026-10-26']);
    expect(weeks.previousTo).toBe('2026-11-01');

    const months = insightPeriod({ unit: 'month', to: '2026-03-15' }, '2026-11-29');
    expect(months.from).toBe('2025-04-01');
    expect(months.buckets.at(-1)).toBe('2026-03-01');

    const oneDay = insightPeriod(
      { unit: 'day', from: '2026-11-01', to: '2026-11-01' },
      '2026-11-29',
    );
    expect(oneDay.buckets).toEqual(['2026-11-01']);
    expect(oneDay.previous).toEqual(['2026-10-31']);
  });

  it('refuses a start after the end and more buckets than allowed', () => {
    expect(
      refusal(() =>
        insightPeriod({ unit: 'day', from: '2026-11-02', to: '2026-11-01' }, '2026-11-29'),
      ),
    ).toEqual({
      status: 422,
      detail: [{ loc: ['query', 'from'], msg: adminMessages.badDateRange, type: 'value_error' }],
    });
    // A start in the same week as the end is no later than it once moved back.
    expect(
      refusal(() =>
        insightPeriod({ unit: 'week', from: '2026-11-27', to: '2026-11-25' }, '2026-11-29'),
      ).status,
    ).toBe(422);
    // 92 days are allowed, 93 are not; 24 months, not 25.
    expect(
      insightPeriod({ unit: 'day', from: '2026-08-30', to: '2026-11-29' }, '2026-11-29').buckets,
    ).toHaveLength(92);
    expect(
      refusal(() =>
        insightPeriod({ unit: 'day', from: '2026-08-29', to: '2026-11-29' }, '2026-11-29'),
      ),
    ).toEqual({
      status: 422,
      detail: [
        { loc: ['query', 'from'], msg: insightMessages.tooLong('day'), type: 'value_error' },
      ],
    });
    expect(
      refusal(() =>
        insightPeriod({ unit: 'month', from: '2024-11-01', to: '2026-11-29' }, '2026-11-29'),
      ).status,
    ).toBe(422);
    // A range of centuries is refused without walking it.
    expect(
      refusal(() =>
        insightPeriod({ unit: 'day', from: '1900-01-01', to: '2900-01-01' }, '2026-11-29'),
      ).status,
    ).toBe(422);
  });
});
