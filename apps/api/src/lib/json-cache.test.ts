import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonCache } from './json-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('createJsonCache', () => {
  it('loads once while fresh, again after the TTL', async () => {
    vi.useFakeTimers();
    const cache = createJsonCache(1000);
    const load = vi.fn(async () => '"v"');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createJsonCache(1000);
    let resolve: (v: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    resolve('"v"');
    expect(await both).toEqual(['"v"', '"v"']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep missing values or failures', async () => {
    const cache = createJsonCache(1000);
    const missing = vi.fn(async () => undefined);
    await cache.get('k', missing);
    await cache.get('k', missing);
    expect(missing).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => {
      throw new Error('db down');
    });
    await expect(cache.get('f', failing)).rejects.toThrow('db down');
    await expect(cache.get('f', failing)).rejects.toThrow('db down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a TTL of 0 and can be cleared', async () => {
    const none = createJsonCache(0);
    const load = vi.fn(async () => '1');
    await none.get('k', load);
    await none.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const cache = createJsonCache(1000);
    await cache.get('k', load);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('drops the oldest entry past its size', async () => {
    const cache = createJsonCache(1000, 2);
    const load = vi.fn(async () => '1');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
