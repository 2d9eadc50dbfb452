import { describe, expect, it } from 'vitest';
import { formatPhone, formatRelativeTime, formatWon, groupDigits, seoulClock } from './format';

describe('formatWon', () => {
  it('uses Korean thousands separators and 원', () => {
    expect(formatWon(39000)).toBe('39,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });
});

describe('groupDigits', () => {
  it('writes whole numbers exactly as Intl does in Korean, negatives and huge ones included', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, -3000, -999, 9007199254740991]) {
      expect(groupDigits(n), String(n)).toBe(intl.format(n));
    }
  });
  it('leaves fractions to Intl', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });
});

describe('seoulClock', () => {
  it('reads the Seoul calendar and clock of a moment, across midnight and the year', () => {
    expect(seoulClock('2026-12-31T15:00:00Z')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    });
    expect(seoulClock(new Date('2026-11-21T09:05:00+09:00'))).toMatchObject({
      day: 21,
      hour: 9,
      minute: 5,
    });
  });
  it('agrees with Intl in Asia/Seoul over a spread of moments', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += 37 * 86_400_000 + 3_671_000) {
      const parts = Object.fromEntries(intl.formatToParts(t).map((p) => [p.type, Number(p.value)]));
      const { year, month, day, hour, minute } = parts;
      expect(seoulClock(new Date(t)), new Date(t).toISOString()).toEqual({
        year,
        month,
        day,
        hour,
        minute,
      });
    }
  });
});

describe('formatPhone', () => {
  it('formats 11 digits 3-4-4 and 10 digits 3-3-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('021-234-5678');
  });
  it('leaves other input alone', () => {
    expect(formatPhone('1234')).toBe('1234');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00+09:00');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;

  it('says just now under a second', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('방금 전');
    expect(formatRelativeTime(ago(999), now)).toBe('방금 전');
  });
  it('counts seconds, minutes, hours and days', () => {
    expect(formatRelativeTime(ago(s), now)).toBe('1초 전');
    expect(formatRelativeTime(ago(59 * s), now)).toBe('59초 전');
    expect(formatRelativeTime(ago(min), now)).toBe('1분 전');
    expect(formatRelativeTime(ago(59 * min), now)).toBe('59분 전');
    expect(formatRelativeTime(ago(h), now)).toBe('1시간 전');
    expect(formatRelativeTime(ago(23 * h), now)).toBe('23시간 전');
    expect(formatRelativeTime(ago(d), now)).toBe('1일 전');
    expect(formatRelativeTime(ago(29 * d), now)).toBe('29일 전');
  });
  it('shows MM/DD past about a month and YYYY/MM/DD past a year, in Seoul time', () => {
    expect(formatRelativeTime(ago(30 * d), now)).toBe('10/22');
    expect(formatRelativeTime(new Date('2026-03-01T23:30:00Z'), now)).toBe('03/02');
    expect(formatRelativeTime(ago(365 * d), now)).toBe('2025/11/21');
  });
  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2026-11-21T11:59:00+09:00', now)).toBe('1분 전');
  });
});
