import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecentStore, RECENT_MAX, withViewed } from './recent-store';

/** A Storage over a plain map, so each test starts empty. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recently viewed products', () => {
  it('keeps the newest first, each product once', () => {
    const storage = memoryStorage();
    const store = createRecentStore(() => storage);
    for (const id of [1, 2, 3, 2]) store.viewed(id);
    expect(store.list()).toEqual([2, 3, 1]);
    // Another store over the same storage (another tab) reads the same list.
    expect(createRecentStore(() => storage).list()).toEqual([2, 3, 1]);
  });

  it(`remembers at most ${RECENT_MAX}, forgetting the oldest`, () => {
    const storage = memoryStorage();
    const store = createRecentStore(() => storage);
    for (let id = 1; id <= RECENT_MAX + 5; id += 1) store.viewed(id);
    const ids = store.list();
    expect(ids).toHaveLength(RECENT_MAX);
    expect(ids[0]).toBe(RECENT_MAX + 5);
    expect(ids.at(-1)).toBe(6);
  });

  it('answers the same list until it changes, and tells its listeners when it does', () => {
    const storage = memoryStorage();
    const store = createRecentStore(() => storage);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.viewed(7);
    const first = store.list();
    expect(store.list()).toBe(first);
    store.viewed(7);
    expect(listener).toHaveBeenCalledTimes(1);
    store.viewed(8);
    expect(store.list()).not.toBe(first);
    store.clear();
    expect(store.list()).toEqual([]);
    expect(storage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('reads damaged or foreign data as nothing, and works without storage', () => {
    const storage = memoryStorage();
    const store = createRecentStore(() => storage);
    storage.setItem('ondo:recent-items', '{not json');
    expect(store.list()).toEqual([]);
    storage.setItem('ondo:recent-items', JSON.stringify([3, 'x', -1, 3, 4.5, 9]));
    expect(store.list()).toEqual([3, 9]);

    const off = createRecentStore(() => {
      throw new Error('SecurityError');
    });
    off.viewed(1);
    expect(off.list()).toEqual([]);
  });

  it('moves a product seen again to the front', () => {
    expect(withViewed([1, 2, 3], 3)).toEqual([3, 1, 2]);
    expect(withViewed([], 5)).toEqual([5]);
  });
});
