import { describe, expect, it } from 'vitest';
import { formatPhone, formatRelativeTime, formatWon } from './format';

describe('formatWon', () => {
  it('uses Korean thousands separators and 원', () => {
    expect(formatWon(39000)).toBe('39,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
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
