interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * Answers kept by key for `ttlMs` (0: nothing kept), read several at a time: the keys not kept
 * are loaded together by one call, and concurrent searches that need the same key share its
 * load. A failed load is not kept.
 */
export function createCountCache<T>(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, Entry<T>>();

  return {
    async getAll(keys: string[], load: (missing: number[]) => Promise<T[]>): Promise<T[]> {
      const now = Date.now();
      const values: (Promise<T> | undefined)[] = keys.map((key) => {
        const hit = entries.get(key);
        return hit && hit.expiresAt > now ? hit.value : undefined;
      });
      const missing = keys.flatMap((_, i) => (values[i] === undefined ? [i] : []));
      if (missing.length > 0) {
        const loaded = load(missing);
        missing.forEach((at, i) => {
          const value = loaded.then((all) => all[i]!);
          values[at] = value;
          if (ttlMs <= 0) return;
          const key = keys[at]!;
          entries.set(key, { value, expiresAt: now + ttlMs });
          value.catch(() => entries.get(key)?.value === value && entries.delete(key));
        });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return Promise.all(values as Promise<T>[]);
    },
    clear: () => entries.clear(),
  };
}
