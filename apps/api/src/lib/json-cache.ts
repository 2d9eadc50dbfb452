interface Entry {
  value: Promise<string | undefined>;
  expiresAt: number;
}

/**
 * Keeps serialized JSON answers for `ttlMs`. Concurrent misses share one load, and a missing
 * value (undefined) is not kept. Instances share nothing, so the TTL bounds how stale one can be.
 */
export function createJsonCache(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, Entry>();

  return {
    get(key: string, load: () => Promise<string | undefined>): Promise<string | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      if (ttlMs <= 0) return value;
      entries.set(key, { value, expiresAt: now + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        (v) => v === undefined && entries.delete(key),
        () => entries.delete(key),
      );
      return value;
    },
    clear: () => entries.clear(),
  };
}
