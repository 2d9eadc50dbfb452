import { useSyncExternalStore } from 'react';

/** The searches of this device, newest first, at most ten, kept in localStorage. */
export const RECENT_KEY = 'ondo.recent-searches';
export const RECENT_MAX = 10;

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: string[] } = { raw: null, list: [] };

export function readRecent(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENT_KEY);
  } catch {
    return [];
  }
  if (raw === cached.raw) return cached.list;
  let list: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      list = parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '');
    }
  } catch {
    list = [];
  }
  cached = { raw, list: list.slice(0, RECENT_MAX) };
  return cached.list;
}

function write(list: string[]) {
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Private browsing or a full storage: the search still works, it is just not kept.
  }
  for (const listener of listeners) listener();
}

/** Puts a search first (moving it if it was there already), keeping the newest ten. */
export function addRecent(query: string) {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return;
  write([q, ...readRecent().filter((r) => r !== q)].slice(0, RECENT_MAX));
}

export const removeRecent = (query: string) => write(readRecent().filter((r) => r !== query));
export const clearRecent = () => write([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's searches too.
  const onStorage = (event: StorageEvent) => event.key === RECENT_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const none: string[] = [];
export const useRecentSearches = () => useSyncExternalStore(subscribe, readRecent, () => none);
