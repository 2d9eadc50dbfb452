import { describe, expect, it } from 'vitest';
import { createCountCache } from './search-count-cache';
import { foldCounts, type GroupRow, groupingKey, groupingsOf } from './search-counts';
import type { SearchFilter } from './search-repo';

const none: SearchFilter = { words: null, categoryIds: null, colors: [], sizes: [] };

describe('search counts', () => {
  it('needs one grouping for the total and one per filtered facet, without its own filter', () => {
    expect(groupingsOf(none)).toEqual([[]]);
    expect(groupingsOf({ ...none, colors: ['블랙'], categoryIds: [3], maxPrice: 50_000 })).toEqual([
      ['color', 'category', 'price'],
      ['category', 'price'],
      ['color', 'price'],
      ['color', 'category'],
    ]);
  });

  it('keys a grouping by what it depends on, not by the filters it leaves out or their order', () => {
    const a = { ...none, colors: ['블랙', '네이비'], sizes: ['M'] };
    const b = { ...none, colors: ['네이비', '블랙'], sizes: ['L'] };
    expect(groupingKey(a, ['color'])).toBe(groupingKey(b, ['color']));
    expect(groupingKey(a, ['color', 'size'])).not.toBe(groupingKey(b, ['color', 'size']));
    expect(groupingKey({ ...a, inStock: true }, ['color'])).not.toBe(groupingKey(a, ['color']));
  });

  it('adds the groups up per value, and counts a parent category once per product', () => {
    const filter = { ...none, colors: ['블랙'] };
    const all: GroupRow[] = [
      ['total', null, 5],
      ['sizes', ['M'], 3],
      ['sizes', ['L', 'M'], 2],
      ['categories', [11], 2],
      ['categories', [10, 11], 1],
      ['categories', [12], 2],
      ['bands', 1, 5],
    ];
    const withoutColour: GroupRow[] = [
      ['colors', ['블랙'], 5],
      ['colors', ['네이비', '블랙'], 1],
      ['colors', ['네이비'], 4],
    ];
    const counts = foldCounts(
      filter,
      [all, withoutColour],
      [
        { category: 10, members: [10, 11, 12] },
        { category: 11, members: [11] },
        { category: 13, members: [13] },
      ],
    );
    expect(counts).toEqual({
      total: 5,
      colors: [
        ['블랙', 6],
        ['네이비', 5],
      ],
      sizes: [
        ['M', 5],
        ['L', 2],
      ],
      categories: [
        [10, 5],
        [11, 3],
      ],
      bands: [[1, 5]],
    });
  });
});

describe('count cache', () => {
  it('loads only the keys it does not hold, together, and shares a load in flight', async () => {
    const cache = createCountCache<string>(60_000);
    const asked: number[][] = [];
    const load = async (missing: number[]) => {
      asked.push(missing);
      return missing.map((i) => `v${i}`);
    };
    const [first, second] = await Promise.all([
      cache.getAll(['a', 'b'], load),
      cache.getAll(['b', 'c'], load),
    ]);
    expect(first).toEqual(['v0', 'v1']);
    expect(second).toEqual(['v1', 'v1']);
    expect(asked).toEqual([[0, 1], [1]]);
    cache.clear();
    await cache.getAll(['a'], load);
    expect(asked).toHaveLength(3);
  });

  it('keeps nothing with a TTL of 0, and forgets a failed load', async () => {
    const none = createCountCache<string>(0);
    let loads = 0;
    const load = async (missing: number[]) => {
      loads += 1;
      return missing.map(() => 'v');
    };
    await none.getAll(['a'], load);
    await none.getAll(['a'], load);
    expect(loads).toBe(2);
    const kept = createCountCache<string>(60_000);
    await expect(
      kept.getAll(['a'], async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(await kept.getAll(['a'], load)).toEqual(['v']);
  });
});
