import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelativeTime } from './relative-time';

const now = new Date('2026-11-21T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

const shown = (iso: string) => {
  const { container, unmount } = render(<RelativeTime iso={iso} now={now} />);
  const time = container.querySelector('time');
  const text = time?.textContent;
  expect(time?.getAttribute('dateTime')).toBe(iso);
  unmount();
  return text;
};

describe('RelativeTime (docs/api.md#client-state, Korean)', () => {
  it('under a second is 방금 전', () => {
    expect(shown(ago(0))).toBe('방금 전');
    expect(shown(ago(999))).toBe('방금 전');
  });
  it('seconds, minutes, hours and days ago at each threshold', () => {
    expect(shown(ago(S))).toBe('1초 전');
    expect(shown(ago(59 * S))).toBe('59초 전');
    expect(shown(ago(M))).toBe('1분 전');
    expect(shown(ago(59 * M))).toBe('59분 전');
    expect(shown(ago(H))).toBe('1시간 전');
    expect(shown(ago(23 * H))).toBe('23시간 전');
    expect(shown(ago(D))).toBe('1일 전');
    expect(shown(ago(29 * D))).toBe('29일 전');
  });
  it('over about a month is MM/DD, over a year YYYY/MM/DD (Seoul dates)', () => {
    expect(shown(ago(30 * D))).toBe('10/22');
    expect(shown(ago(364 * D))).toBe('11/22');
    expect(shown(ago(365 * D))).toBe('2025/11/21');
    // 23:30 UTC is already the next day in Seoul.
    expect(shown('2024-03-01T23:30:00Z')).toBe('2024/03/02');
  });
});
