/** How the shopper reached the current entry: a link (PUSH), a redirect (REPLACE), back/forward or the first load (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** One history entry as the pages read it. `key` tells entries with the same address apart. */
export interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Handed to the next page (`useLocation().state`), kept in the history entry. */
  state?: unknown;
}

/** The session's history: what the router reads and how pages move through it. */
export interface AppHistory {
  /** The current entry; the same object until the entry changes. */
  place(): Place;
  action(): NavigationType;
  /** To an address (path, query and hash). */
  navigate(to: string, options?: NavigateOptions): void;
  /** Back (-1) or forward (+1) through the entries. */
  step(delta: number): void;
  subscribe(listener: () => void): () => void;
}

/** What this app keeps in `history.state`: the entry's key and the state a page handed over. */
interface Stored {
  key: string;
  usr: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && typeof (value as Stored).key === 'string';

/** Splits an address into its parts, resolved against the current one as a browser would. */
function partsOf(to: string, base: string): Pick<Place, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, `http://shop${base}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const addressOf = (place: Pick<Place, 'pathname' | 'search' | 'hash'>) =>
  place.pathname + place.search + place.hash;

/** The address `to` leads to from `place`: path, query and hash. */
export const resolveAddress = (to: string, place: Place) =>
  addressOf(partsOf(to, addressOf(place)));

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    notify: () => {
      for (const listener of [...set]) listener();
    },
  };
}

/** The browser's history (the History API), read once per change. */
export function browserHistory(): AppHistory {
  const read = (): Place => {
    const stored = isStored(window.history.state) ? window.history.state : undefined;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: stored?.usr ?? null,
      key: stored?.key ?? 'default',
    };
  };
  let current = read();
  let action: NavigationType = 'POP';
  const subscribers = listeners();
  window.addEventListener('popstate', () => {
    action = 'POP';
    current = read();
    subscribers.notify();
  });
  return {
    place: () => current,
    action: () => action,
    navigate(to, { replace = false, state = null } = {}) {
      const stored: Stored = { key: newKey(), usr: state };
      const address = resolveAddress(to, current);
      if (replace) window.history.replaceState(stored, '', address);
      else window.history.pushState(stored, '', address);
      action = replace ? 'REPLACE' : 'PUSH';
      current = read();
      subscribers.notify();
    },
    step: (delta) => window.history.go(delta),
    subscribe: subscribers.add,
  };
}

/** An entry to open a memory history at: an address, or an address with state. */
export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** History kept in memory, for tests: the same moves as the browser's, without a window. */
export function memoryHistory(initial: InitialEntry[] = ['/']): AppHistory {
  const entries: Place[] = initial.map((entry) => {
    const {
      pathname,
      search = '',
      state = null,
    } = typeof entry === 'string' ? { ...partsOf(entry, '/'), state: null } : entry;
    return { ...partsOf(pathname + search, '/'), state, key: newKey() };
  });
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const subscribers = listeners();
  return {
    place: () => entries[index] as Place,
    action: () => action,
    navigate(to, { replace = false, state = null } = {}) {
      const next = {
        ...partsOf(to, addressOf(entries[index] as Place)),
        state,
        key: newKey(),
      };
      if (replace) entries[index] = next;
      else {
        entries.splice(index + 1, entries.length, next);
        index += 1;
      }
      action = replace ? 'REPLACE' : 'PUSH';
      subscribers.notify();
    },
    step(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      subscribers.notify();
    },
    subscribe: subscribers.add,
  };
}
