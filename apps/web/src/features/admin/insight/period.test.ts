import { describe, expect, it } from 'vitest';
import { bucketCount, bucketDays, bucketName, bucketTick, periodProblem } from './period';

describe('insight periods', () => {
  it('bounds a bucket by the period: a week or a month may start before it', () => {
    expect(bucketDays('2026-11-16', 'week', '2026-11-18', '2026-11-29')).toEqual({
      from: '2026-11-18',
      to: '2026-11-22',
    });
    expect(bucketDays('2026-02-01', 'month', '2026-01-15', '2026-12-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(bucketDays('2026-12-01', 'month', '2026-01-01', '2026-12-10')).toEqual({
      from: '2026-12-01',
      to: '2026-12-10',
    });
  });

  it('names buckets for the axis and the tables', () => {
    expect(bucketTick('2026-11-23', 'week')).toBe('11.23~');
    expect(bucketTick('2026-11-01', 'month')).toBe('2026.11');
    expect(bucketName('2026-11-23', 'week', '2026-11-01', '2026-11-29')).toBe('2026.11.23 ~ 11.29');
    expect(bucketName('2026-11-01', 'month', '2026-01-01', '2026-11-29')).toBe('2026.11');
  });

  it('counts buckets as the server limits them', () => {
    expect(bucketCount('2026-11-01', '2026-11-30', 'day')).toBe(30);
    expect(bucketCount('2026-03-28', '2026-03-30', 'day')).toBe(3);
    expect(bucketCount('2026-11-01', '2026-11-29', 'week')).toBe(5);
    expect(bucketCount('2026-11-29', '2026-11-30', 'week')).toBe(2);
    expect(bucketCount('2025-12-31', '2026-01-01', 'month')).toBe(2);
    expect(periodProblem('2026-01-01', '2026-12-31', 'day')).toBe(
      '일별로는 최대 92개 구간까지 볼 수 있습니다.',
    );
    expect(periodProblem('2026-01-01', '2026-12-31', 'month')).toBeUndefined();
  });
});
