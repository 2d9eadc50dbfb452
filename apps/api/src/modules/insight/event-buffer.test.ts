import { describe, expect, it } from 'vitest';
import { createEventBuffer } from './event-buffer';
import type { EventCount } from './repo';

function bufferWith(write: (counts: EventCount[]) => Promise<void>, at = '2026-11-28T15:30:00Z') {
  return createEventBuffer({
    write,
    flushEveryMs: 60_000,
    onError: () => undefined,
    now: () => new Date(at),
  });
}

describe('the funnel counts buffer', () => {
  it('adds counts per Seoul day, step and product, and writes each once', async () => {
    const written: EventCount[][] = [];
    const buffer = bufferWith(async (counts) => {
      written.push(counts);
    });
    buffer.count('product_view', 7);
    buffer.count('product_view', 7);
    buffer.count('cart_add', 7, 3);
    buffer.count('product_view', 0);
    buffer.count('product_view', 2 ** 31);
    await Promise.all([buffer.flush(), buffer.flush()]);
    await buffer.close();
    // 2026-11-28 15:30 UTC is already the 29th in Seoul.
    expect(written).toEqual([
      [
        { day: '2026-11-29', kind: 'product_view', itemId: 7, count: 2 },
        { day: '2026-11-29', kind: 'cart_add', itemId: 7, count: 3 },
      ],
    ]);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    let fail = true;
    const written: EventCount[][] = [];
    const buffer = bufferWith(async (counts) => {
      if (fail) throw new Error('database away');
      written.push(counts);
    });
    buffer.count('product_view', 1);
    await expect(buffer.flush()).rejects.toThrow('database away');
    buffer.count('product_view', 1);
    fail = false;
    await buffer.close();
    expect(written).toEqual([[{ day: '2026-11-29', kind: 'product_view', itemId: 1, count: 2 }]]);
  });
});
