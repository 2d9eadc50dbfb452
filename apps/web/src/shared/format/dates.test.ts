import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFullDate, formatMonthDayTime, seoulDay } from './dates';

const moments = [
  '2026-11-21T09:55:00Z',
  '2026-12-31T15:00:00Z',
  '2026-01-01T03:07:00Z',
  '2027-06-30T14:59:59Z',
  '2026-11-28T14:59:00Z',
];

const seoul = (options: Intl.DateTimeFormatOptions, locale = 'ko-KR') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', ...options });

describe('dates in Seoul, written without Intl', () => {
  it('read as before: date and time, date, day, deadline', () => {
    expect(formatDateTime('2026-11-21T05:05:00Z')).toBe('2026.11.21 14:05');
    expect(formatDate('2026-12-31T15:00:00Z')).toBe('2027.01.01');
    expect(seoulDay(new Date('2026-12-31T14:59:00Z'))).toBe('2026-12-31');
    expect(formatMonthDayTime('2026-11-28T14:59:00Z')).toBe('11월 28일 23:59');
    expect(formatDateTime(null)).toBe('—');
  });

  it('write the full Korean date as the browser does, morning and afternoon, noon and midnight', () => {
    expect(formatFullDate('2026-11-21T09:55:00Z')).toBe('2026년 11월 21일 오후 6:55');
    expect(formatFullDate('2026-11-21T03:00:00Z')).toBe('2026년 11월 21일 오후 12:00');
    expect(formatFullDate('2026-11-21T15:00:00Z')).toBe('2026년 11월 22일 오전 12:00');
    expect(formatFullDate('2026-01-01T03:07:00Z')).toBe('2026년 1월 1일 오후 12:07');
    expect(formatFullDate('2026-01-01T00:07:00Z')).toBe('2026년 1월 1일 오전 9:07');
  });

  it('match the day Intl gives in Seoul', () => {
    const intl = seoul({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
    for (const iso of moments)
      expect(seoulDay(new Date(iso)), iso).toBe(intl.format(new Date(iso)));
  });
});
