import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

/** Runs task after task: each step schedules the next once it has rendered. */
const runSteps = (count: number) => {
  for (let i = 0; i < count; i++) act(() => vi.advanceTimersToNextTimer());
};

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the first ones at once and the rest a step per task', () => {
    const { result } = renderHook(() => useProgressiveCount(20, 6));
    expect(result.current).toBe(6);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(12);
    act(() => vi.advanceTimersToNextTimer());
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(20);
    runSteps(5);
    expect(result.current).toBe(20);
  });

  it('shows a short list whole, and steps through what a next page adds', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 6), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 4 });
    expect(result.current).toBe(4);
    rerender({ total: 20 });
    expect(result.current).toBe(6);
    runSteps(10);
    expect(result.current).toBe(20);
    rerender({ total: 40 });
    expect(result.current).toBe(20);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(26);
    runSteps(10);
    expect(result.current).toBe(40);
  });
});
