import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { itemSearchResultSchema, suggestionsSchema } from '@shop/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/http';
import { createLocalStorage } from '../../integrations/storage/local';
import { seedDemoData } from './demo';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = await mkdtemp(path.join(tmpdir(), 'shop-demo-search-'));
  await seedDemoData(t.database.db, createLocalStorage(uploads));
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

async function search(query: string) {
  const res = await call(t.app, 'GET', `/v1/items/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return itemSearchResultSchema.parse(res.body);
}
const names = (result: { items: { name: string }[] }) => result.items.map((i) => i.name);

describe('the demo catalog, searched as a shopper would', () => {
  const blackKnitsM = ['데일리 코튼 니트', '울 블렌드 하프집 니트'];

  it('finds the black knits in M at 50,000원 or less, cheapest first, by filters', async () => {
    const found = await search('category=knit&color=블랙&size=M&max_price=50000&sort=price_asc');
    expect(names(found)).toEqual(blackKnitsM);
    expect(found.total).toBe(2);
    // Each filter leaves out knits the others would keep.
    const anyPrice = await search('category=knit&color=블랙&size=M&sort=price_asc');
    expect(names(anyPrice)).toEqual([...blackKnitsM, '캐시미어 터틀넥 니트']);
    const anySize = await search('category=knit&color=블랙&max_price=50000&sort=price_asc');
    expect(names(anySize)).toEqual([
      '데일리 코튼 니트',
      '모헤어 블렌드 니트',
      '울 블렌드 하프집 니트',
    ]);
    const anyColor = await search('category=knit&size=M&max_price=50000&sort=price_asc');
    expect(names(anyColor)).toEqual([
      '데일리 코튼 니트',
      '코튼 니트 베스트',
      '와플 크루넥 니트',
      '울 블렌드 하프집 니트',
    ]);
    const inStock = await search('category=knit&size=M&max_price=50000&in_stock=1&sort=price_asc');
    expect(names(inStock)).not.toContain('와플 크루넥 니트');
  });

  it('finds the same by words: "검정 니트" (검정 is a synonym of the colour 블랙)', async () => {
    const found = await search(
      `q=${encodeURIComponent('검정 니트')}&size=M&max_price=50000&sort=price_asc`,
    );
    expect(names(found)).toEqual(blackKnitsM);
  });

  it('gives every filter choices with counts', async () => {
    const all = await search('limit=1');
    expect(all.total).toBeGreaterThanOrEqual(40);
    const { facets } = all;
    expect(facets.colors.length).toBeGreaterThanOrEqual(8);
    expect(facets.colors.every((c) => c.hex !== null)).toBe(true);
    expect(facets.sizes.map((s) => s.value)).toEqual(
      expect.arrayContaining(['S', 'M', 'L', 'FREE']),
    );
    expect(facets.price_bands.every((b) => b.count > 0)).toBe(true);
    const soldOut = await search('in_stock=0');
    expect(soldOut.total).toBe(3);
    // A top category covers its children.
    const top = await search('category=top&limit=1');
    const knit = await search('category=knit&limit=1');
    expect(top.total).toBeGreaterThan(knit.total);
  });

  it('suggests products and categories while typing, and has popular searches', async () => {
    const res = await call(t.app, 'GET', `/v1/items/suggest?q=${encodeURIComponent('니트')}`);
    const suggestions = suggestionsSchema.parse(res.body);
    expect(suggestions.categories.map((c) => c.slug)).toContain('knit');
    expect(suggestions.items.length + suggestions.categories.length).toBeLessThanOrEqual(8);
    const popular = await call(t.app, 'GET', '/v1/search/popular');
    expect(popular.body.queries[0]).toMatchObject({ query: '코트' });
  });
});
