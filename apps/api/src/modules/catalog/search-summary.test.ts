import { afterEach, describe, expect, it, vi } from 'vitest';
import { bandOf, createSummaryHolder } from './search-summary';

/** A holder over a load that answers 1, 2, 3… and resolves when told. */
function counting(maxAgeMs: number) {
  let loads = 0;
  const pending: (() => void)[] = [];
  const holder = createSummaryHolder(
    () =>
      new Promise<number>((resolve) => {
        const n = ++loads;
        pending.push(() => resolve(n));
      }),
    maxAgeMs,
  );
  const settle = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { holder, settle, loads: () => loads };
}

afterEach(() => vi.useRealTimers());

describe('catalog summary', () => {
  it('puts prices in the bands the database does', () => {
    expect(
      [0, 29_999, 30_000, 49_999, 50_000, 99_999, 100_000, 199_999, 200_000].map(bandOf),
    ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('loads once for concurrent searches and keeps the answer within its age', async () => {
    vi.useFakeTimers();
    const { holder, settle, loads } = counting(3_000);
    const first = [holder.get(), holder.get()];
    await settle();
    expect(await Promise.all(first)).toEqual([1, 1]);
    vi.advanceTimersByTime(2_999);
    expect(await holder.get()).toBe(1);
    expect(loads()).toBe(1);
  });

  it('after stock moved, once its age is reached, answers the kept one and loads behind', async () => {
    vi.useFakeTimers();
    const { holder, settle, loads } = counting(3_000);
    const first = holder.get();
    await settle();
    await first;
    holder.touch();
    expect(await holder.get()).toBe(1);
    expect(loads()).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect(await holder.get()).toBe(1);
    expect(await holder.get()).toBe(1);
    expect(loads()).toBe(2);
    await settle();
    expect(await holder.get()).toBe(2);
    // Nothing moved: kept until twenty times its age, then loaded behind all the same.
    vi.advanceTimersByTime(59_999);
    expect(await holder.get()).toBe(2);
    expect(loads()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await holder.get()).toBe(2);
    await settle();
    expect(await holder.get()).toBe(3);
  });

  it('waits for a new one after a change, and does not keep a load begun before it', async () => {
    vi.useFakeTimers();
    const { holder, settle, loads } = counting(3_000);
    const first = holder.get();
    await settle();
    await first;
    holder.touch();
    vi.advanceTimersByTime(3_000);
    await holder.get();
    expect(loads()).toBe(2);
    holder.invalidate();
    await settle();
    const changed = holder.get();
    await settle();
    expect(await changed).toBe(3);
    expect(await holder.get()).toBe(3);
  });

  it('loads for every search when kept for no time', async () => {
    const { holder, settle, loads } = counting(0);
    for (const expected of [1, 2]) {
      const answer = holder.get();
      await settle();
      expect(await answer).toBe(expected);
    }
    expect(loads()).toBe(2);
  });
});
