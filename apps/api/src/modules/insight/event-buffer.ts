import type { ShopEventKind } from '../../db/schema/index';
import { seoulDate } from '../../lib/seoul-days';
import type { EventCount } from './repo';

/** Past this many distinct (day, step, product) keys, new keys wait for the next flush. */
const MAX_KEYS = 10_000;
const MAX_ITEM_ID = 2 ** 31 - 1;

/**
 * Funnel steps counted in memory and written now and then as additions, so the request that
 * counts pays no query. A failed write puts its counts back for the next flush; `close` stops
 * the timer and writes what is left.
 */
export function createEventBuffer({
  write,
  flushEveryMs,
  onError,
  now = () => new Date(),
}: {
  write(counts: EventCount[]): Promise<void>;
  flushEveryMs: number;
  onError(error: unknown): void;
  now?: () => Date;
}) {
  let pending = new Map<string, EventCount>();
  let last: Promise<void> = Promise.resolve();

  function add(entry: EventCount) {
    const key = `${entry.day}|${entry.kind}|${entry.itemId}`;
    const held = pending.get(key);
    if (held) held.count += entry.count;
    else if (pending.size < MAX_KEYS) pending.set(key, { ...entry });
  }

  /** Writes what is held; flushes queue behind each other, so none is written twice. */
  function flush(): Promise<void> {
    const run = last
      .catch(() => undefined)
      .then(async () => {
        if (pending.size === 0) return;
        const taken = pending;
        pending = new Map();
        try {
          await write([...taken.values()]);
        } catch (error) {
          for (const entry of taken.values()) add(entry);
          throw error;
        }
      });
    last = run;
    return run;
  }

  const timer = setInterval(() => flush().catch(onError), flushEveryMs);
  timer.unref();

  return {
    /** One more `kind` of the product today (Seoul); ids no product can have are ignored. */
    count(kind: ShopEventKind, itemId: number, times = 1) {
      if (!Number.isInteger(itemId) || itemId < 1 || itemId > MAX_ITEM_ID) return;
      add({ day: seoulDate(now()), kind, itemId, count: times });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type EventBuffer = ReturnType<typeof createEventBuffer>;
