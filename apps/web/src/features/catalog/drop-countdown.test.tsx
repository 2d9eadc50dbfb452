import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DropCountdown } from './drop-countdown';

const NOW = new Date('2026-12-01T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const timerName = () => screen.getByRole('timer').getAttribute('aria-label');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DropCountdown', () => {
  it('shows days, hours, minutes and seconds left and the opening in Seoul time', () => {
    const left = ((26 * 60 + 3) * 60 + 4) * 1000; // 1일 2시간 3분 4초
    render(<DropCountdown opensAt={later(left)} onOpen={() => {}} />);
    expect(screen.getByText('판매 예정')).toBeTruthy();
    expect(timerName()).toBe('판매 시작까지 1일 2시간 3분 4초');
    expect(screen.getByRole('timer').textContent).toBe('1일02시간03분04초');
    // 2026-12-02 02:03:04 UTC is 11:03 in Seoul.
    expect(screen.getByText('12월 2일 11:03 오픈')).toBeTruthy();

    tick(1000);
    expect(timerName()).toBe('판매 시작까지 1일 2시간 3분 3초');
    tick(4000);
    expect(timerName()).toBe('판매 시작까지 1일 2시간 2분 59초');
  });

  it('keeps every figure two digits wide, so the box does not change size', () => {
    render(<DropCountdown opensAt={later(10_000)} onOpen={() => {}} />);
    expect(screen.getByRole('timer').textContent).toBe('0일00시간00분10초');
    tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('0일00시간00분09초');
  });

  it('tells once that the sale has opened when it reaches zero', () => {
    const onOpen = vi.fn();
    render(<DropCountdown opensAt={later(2500)} onOpen={onOpen} />);
    tick(2000);
    expect(onOpen).not.toHaveBeenCalled();
    tick(1000);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(timerName()).toBe('판매 시작까지 0일 0시간 0분 0초');
    tick(5000);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens at once when the time has already passed', () => {
    const onOpen = vi.fn();
    render(<DropCountdown opensAt={later(-1000)} onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
