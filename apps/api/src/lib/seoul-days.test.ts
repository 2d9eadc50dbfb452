import { describe, expect, it } from 'vitest';
import { seoulDate, seoulDayEnd, seoulDayStart, seoulPeriods } from './seoul-days';

describe('Seoul days', () => {
  it('puts 15:00 UTC on the next Seoul day', () => {
    expect(seoulDate(new Date('2026-11-20T14:59:59Z'))).toBe('2026-11-20');
    expect(seoulDate(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
  });

  it('starts and ends a day at Seoul midnight', () => {
    expect(seoulDayStart('2026-11-21').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(seoulDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('gives the day and the month, across a year end', () => {
    const periods = seoulPeriods(new Date('2026-12-31T16:00:00Z'));
    expect(periods.today).toBe('2027-01-01');
    expect(periods.month.start.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(periods.month.end.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    const december = seoulPeriods(new Date('2026-12-10T00:00:00Z'));
    expect(december.month.end.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});
