/** How many products the device remembers as recently viewed. */
export const RECENT_MAX = 20;

const KEY = 'ondo:recent-items';

/** The ids kept under KEY, newest first; anything else there reads as nothing. */
function parse(text: string | null): number[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

/** `ids` with `id` moved (or added) to the front, at most RECENT_MAX. */
export const withViewed = (ids: readonly number[], id: number): number[] =>
  [id, ...ids.filter((other) => other !== id)].slice(0, RECENT_MAX);

/**
 * The products viewed on this device (localStorage, newest first, each once), shared by every
 * tab: a change in one shows in the others.
 */
export function createRecentStore(storage: () => Storage | undefined) {
  const listeners = new Set<() => void>();
  let text: string | null = null;
  let ids: number[] = [];

  function read(): number[] {
    let next: string | null = null;
    try {
      next = storage()?.getItem(KEY) ?? null;
    } catch {
      // Storage can be off (private mode): nothing is remembered.
    }
    // The same array while nothing changed: React compares snapshots by identity.
    if (next !== text) {
      text = next;
      ids = parse(next);
    }
    return ids;
  }

  function write(next: number[]) {
    try {
      const store = storage();
      if (next.length === 0) store?.removeItem(KEY);
      else store?.setItem(KEY, JSON.stringify(next));
    } catch {
      // Full or off: the list simply is not kept.
    }
    for (const listener of listeners) listener();
  }

  return {
    list: read,
    viewed: (id: number) => {
      const current = read();
      if (current[0] !== id) write(withViewed(current, id));
    },
    clear: () => write([]),
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
export type RecentStore = ReturnType<typeof createRecentStore>;

export const recentStore = createRecentStore(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
