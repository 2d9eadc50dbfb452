/** Values under random keys that vanish after `ttlMs`: authorization codes and access tokens. */
export function createExpiringStore<T>(now: () => Date, ttlMs: number) {
  const entries = new Map<string, { value: T; expiresAt: number }>();

  function live(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  return {
    put(key: string, value: T): void {
      const at = now().getTime();
      for (const [other, entry] of entries) {
        if (entry.expiresAt <= at) entries.delete(other);
      }
      entries.set(key, { value, expiresAt: at + ttlMs });
    },
    get: live,
    /** The value, removed whether or not it was still valid: a code works once. */
    take(key: string): T | undefined {
      const value = live(key);
      entries.delete(key);
      return value;
    },
  };
}
