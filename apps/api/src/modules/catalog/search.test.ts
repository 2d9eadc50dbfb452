import { itemSearchResultSchema, searchMessages } from '@shop/contract/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { call } from '../../../test/http';
import { createItem } from '../../db/factories';
import { type Condition, groupingsOf, readGroupings, readSummary } from './search-counts';
import type { SearchFilter } from './search-repo';
import { groupFromSummary } from './search-summary';

const t = adminTestApp();
const ids: Record<string, number> = {};
let category: { outer: number; coat: number; top: number; knit: number };

/** The ids a search answers, in order. */
async function found(query: string) {
  const res = await call(t.app, 'GET', `/v1/items/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return itemSearchResultSchema.parse(res.body);
}
const idsOf = (result: { items: { id: number }[] }) => result.items.map((i) => i.id);

beforeAll(async () => {
  const made = async (body: object) => (await t.asAdmin('POST', '/v1/admin/categories', body)).body;
  await made({ name: '아우터', slug: 'outer' });
  await made({ name: '상의', slug: 'top' });
  const tree = (await t.asAdmin('GET', '/v1/admin/categories')).body.categories;
  const outer = tree.find((c: { slug: string }) => c.slug === 'outer').category_id;
  const top = tree.find((c: { slug: string }) => c.slug === 'top').category_id;
  await made({ name: '코트', slug: 'coat', parent_id: outer });
  await made({ name: '니트', slug: 'knit', parent_id: top });
  const after = (await t.asAdmin('GET', '/v1/admin/categories')).body.categories;
  const child = (slug: string) =>
    after
      .flatMap((c: { children: { slug: string; category_id: number }[] }) => c.children)
      .find((c: { slug: string }) => c.slug === slug).category_id;
  category = { outer, top, coat: child('coat'), knit: child('knit') };
  await t.asAdmin('POST', '/v1/admin/search/synonyms', { term: '니트', synonyms: ['knit'] });

  const add = async (key: string, body: object) => {
    const res = await t.asAdmin('POST', '/v1/admin/items', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[key] = res.body.item_id;
  };
  await add('blackKnit', {
    name: '램스울 크루넥 니트',
    price: 49_000,
    options: [
      { label: '검정 / M', stock: 3 },
      { label: '검정 / L', stock: 0 },
    ],
    category_ids: [category.knit],
  });
  await add('greyKnit', {
    name: '울 브이넥 니트',
    price: 89_000,
    options: [{ label: '그레이 / M', stock: 5 }],
    category_ids: [category.knit],
  });
  await add('cheapBlackKnit', {
    name: '코튼 니트 조끼',
    price: 29_000,
    options: [{ label: '검정 / S', stock: 2 }],
    category_ids: [category.knit],
    tags: ['베스트'],
  });
  await add('longCoat', {
    name: '울 롱코트',
    price: 289_000,
    options: [{ label: '카멜 / M', stock: 1 }],
    category_ids: [category.coat],
  });
  await add('soldOut', {
    name: '롱 코트 블랙',
    price: 259_000,
    options: [{ label: '블랙 / L', stock: 0 }],
    category_ids: [category.coat],
  });
});

describe('GET /v1/items/search', () => {
  it('finds "검정 니트 M 5만원 이하, 낮은 가격순"', async () => {
    const result = await found(
      `q=${encodeURIComponent('니트')}&color=${encodeURIComponent('검정')}&size=M&max_price=50000&sort=price_asc`,
    );
    expect(idsOf(result)).toEqual([ids.blackKnit]);
    expect(result.total).toBe(1);
    const sized = await found(
      `q=${encodeURIComponent('검정 니트')}&max_price=50000&sort=price_asc`,
    );
    expect(idsOf(sized)).toEqual([ids.cheapBlackKnit, ids.blackKnit]);
  });

  it('reads 초성, synonyms, spaces and category names', async () => {
    expect(idsOf(await found(`q=${encodeURIComponent('ㄴㅌ')}`)).sort()).toEqual(
      [ids.blackKnit, ids.greyKnit, ids.cheapBlackKnit].sort(),
    );
    expect(idsOf(await found('q=KNIT')).sort()).toEqual(
      [ids.blackKnit, ids.greyKnit, ids.cheapBlackKnit].sort(),
    );
    expect(idsOf(await found(`q=${encodeURIComponent('롱 코트')}`)).sort()).toEqual(
      [ids.longCoat, ids.soldOut].sort(),
    );
    expect(idsOf(await found(`q=${encodeURIComponent('롱코트')}`)).sort()).toEqual(
      [ids.longCoat, ids.soldOut].sort(),
    );
    expect(idsOf(await found(`q=${encodeURIComponent('아우터')}`)).sort()).toEqual(
      [ids.longCoat, ids.soldOut].sort(),
    );
    expect(idsOf(await found(`q=${encodeURIComponent('베스트')}`))).toEqual([ids.cheapBlackKnit]);
    // 초성 ignore spaces too: '롱 코트 블랙' is ㄹㅋㅌㅂㄹ.
    expect(idsOf(await found(`q=${encodeURIComponent('ㄹㅋㅌ')}`)).sort()).toEqual(
      [ids.longCoat, ids.soldOut].sort(),
    );
  });

  it('filters by category (id or slug, parent covers children), stock and price', async () => {
    expect(idsOf(await found('category=outer')).sort()).toEqual([ids.longCoat, ids.soldOut].sort());
    expect(idsOf(await found(`category=${category.coat}`)).sort()).toEqual(
      [ids.longCoat, ids.soldOut].sort(),
    );
    expect(idsOf(await found('category=outer&in_stock=true'))).toEqual([ids.longCoat]);
    expect(idsOf(await found('category=outer&in_stock=false'))).toEqual([ids.soldOut]);
    expect(
      idsOf(await found('category=knit&min_price=40000&max_price=89000&sort=price_desc')),
    ).toEqual([ids.greyKnit, ids.blackKnit]);
    const unknown = await found('category=no-such-category');
    expect(unknown).toMatchObject({ items: [], total: 0 });
  });

  it('sorts and pages', async () => {
    const all = await found('category=top&sort=price_asc&limit=2');
    expect(idsOf(all)).toEqual([ids.cheapBlackKnit, ids.blackKnit]);
    expect(all).toMatchObject({ total: 3, page: 1, limit: 2 });
    const next = await found('category=top&sort=price_asc&limit=2&page=2');
    expect(idsOf(next)).toEqual([ids.greyKnit]);
    const newest = await found('category=top&sort=new');
    expect(idsOf(newest)).toEqual([ids.cheapBlackKnit, ids.greyKnit, ids.blackKnit]);
  });

  it('counts each facet with the other filters kept', async () => {
    const result = await found(`category=knit&color=${encodeURIComponent('검정')}`);
    expect(result.total).toBe(2);
    // Colours ignore the colour filter: every knit colour is offered.
    expect(result.facets.colors).toEqual([
      { value: '검정', hex: '#1f1f1f', count: 2 },
      { value: '그레이', hex: '#9a9a9a', count: 1 },
    ]);
    expect(result.facets.sizes).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
      { value: 'L', count: 1 },
    ]);
    const top = result.facets.categories.find((c) => c.id === category.top);
    expect(top?.count).toBe(2);
    expect(result.facets.categories.find((c) => c.id === category.coat)).toBeUndefined();
    expect(result.facets.price_bands.map((b) => b.count)).toEqual([1, 1, 0, 0, 0]);
  });

  it('refuses bad parameters with a 422 in Korean', async () => {
    const cases: [string, string][] = [
      ['sort=cheap', searchMessages.sortInvalid],
      ['limit=101', searchMessages.limitInvalid],
      ['limit=0', searchMessages.limitInvalid],
      ['page=0', searchMessages.pageInvalid],
      ['min_price=-1', searchMessages.priceInvalid],
      ['max_price=abc', searchMessages.priceInvalid],
      ['min_price=5000&max_price=1000', searchMessages.priceRange],
      ['in_stock=yes', searchMessages.inStockInvalid],
      ['category=Bad_Slug', searchMessages.categoryInvalid],
      [`q=${'가'.repeat(51)}`, searchMessages.queryTooLong],
    ];
    for (const [query, msg] of cases) {
      const res = await call(t.app, 'GET', `/v1/items/search?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].msg, query).toBe(msg);
    }
  });

  it('keeps GET /v1/items as it was', async () => {
    const res = await call(t.app, 'GET', '/v1/items');
    expect(Array.isArray(res.body)).toBe(true);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ['id', 'image_urls', 'is_sold_out', 'name', 'price', 'sale_starts_at'].sort(),
    );
  });

  it('counts a search without words from the summary exactly as from the products', async () => {
    const none: SearchFilter = { words: null, categoryIds: null, colors: [], sizes: [] };
    const filters: SearchFilter[] = [
      none,
      { ...none, inStock: true },
      { ...none, inStock: false, categoryIds: [category.outer, category.coat] },
      { ...none, colors: ['블랙', '검정'], sizes: ['M'], categoryIds: [category.knit] },
      { ...none, minPrice: 29_000, maxPrice: 89_000, colors: ['그레이'] },
      { ...none, minPrice: 100_000, sizes: ['L', 'S'], inStock: true },
      { ...none, categoryIds: [] },
    ];
    const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
    const { rows, soldOut } = await readSummary(t.database.db);
    expect(rows.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(5);
    expect(soldOut).toContain(ids.soldOut);
    // With words the products are counted, their stock through the summary's sold-out list.
    for (const inStock of [true, false]) {
      const words = { ...none, inStock, words: [[{ terms: ['코트'], categoryIds: [] }]] };
      const groupings = groupingsOf({ ...words, sizes: ['L'] });
      expect(await readGroupings(t.database.db, words, groupings, soldOut)).toEqual(
        await readGroupings(t.database.db, words, groupings),
      );
    }
    for (const filter of filters) {
      const groupings: Condition[][] = [...groupingsOf(filter), ['color', 'size', 'category']];
      const fromProducts = await readGroupings(t.database.db, filter, groupings);
      groupings.forEach((conditions, i) => {
        expect(
          sorted(groupFromSummary(rows, filter, conditions)),
          JSON.stringify([filter, conditions]),
        ).toEqual(sorted(fromProducts[i]!));
      });
    }
  });

  it('sends a constant number of statements whatever is asked', async () => {
    for (let i = 0; i < 5; i++) await createItem(t.database.db, { name: `니트 ${i}` });
    const before = t.database.queryCount();
    await found(
      `q=${encodeURIComponent('검정 니트')}&color=a&color=b&size=M&category=top&in_stock=true`,
    );
    // Categories, synonyms, the catalog's summary (its sold-out list; kept for no time here), the
    // counts, the search recorded: none found, so no page to read.
    expect(t.database.queryCount() - before).toBe(5);
    const again = t.database.queryCount();
    await found(`q=${encodeURIComponent('니트')}&size=M&category=top&color=a&color=b`);
    expect(t.database.queryCount() - again).toBe(4);
    const third = t.database.queryCount();
    const some = await found(`q=${encodeURIComponent('니트')}&size=M&category=top&page=2&limit=1`);
    expect(some.items).toHaveLength(1);
    // Categories, synonyms, the counts, the page (a later page is not recorded).
    expect(t.database.queryCount() - third).toBe(4);
    const fourth = t.database.queryCount();
    await found(`q=${encodeURIComponent('니트')}&size=M&category=top`);
    expect(t.database.queryCount() - fourth).toBe(5);
  });
});

describe('suggestions, popular searches, categories', () => {
  it('suggests categories and products', async () => {
    const res = await call(t.app, 'GET', `/v1/items/suggest?q=${encodeURIComponent('니트')}`);
    expect(res.status).toBe(200);
    expect(res.body.categories[0]).toMatchObject({ slug: 'knit', parent_name: '상의' });
    expect(res.body.items.length + res.body.categories.length).toBeLessThanOrEqual(8);
    const named = await call(t.app, 'GET', `/v1/items/suggest?q=${encodeURIComponent('램스울')}`);
    expect(named.body.items.map((i: { id: number }) => i.id)).toEqual([ids.blackKnit]);
  });

  it('counts searches of the last 7 days', async () => {
    for (let i = 0; i < 3; i++) await found(`q=${encodeURIComponent('  코트 ')}`);
    const res = await call(t.app, 'GET', '/v1/search/popular');
    expect(res.status).toBe(200);
    expect(res.body.queries).toContainEqual({ query: '코트', count: 3 });
  });

  it('answers the visible tree and hides hidden categories from it and from filters', async () => {
    await t.asAdmin('PUT', `/v1/admin/categories/${category.coat}`, {
      name: '코트',
      slug: 'coat',
      is_hidden: true,
    });
    const res = await call(t.app, 'GET', '/v1/categories');
    const outer = res.body.find((c: { slug: string }) => c.slug === 'outer');
    expect(outer.children).toEqual([]);
    expect((await found('category=coat')).total).toBe(0);
    await t.asAdmin('PUT', `/v1/admin/categories/${category.coat}`, {
      name: '코트',
      slug: 'coat',
      is_hidden: false,
    });
  });
});

describe('back office: categories', () => {
  it('reorders siblings and refuses to delete a category with products', async () => {
    const order = await t.asAdmin('PUT', '/v1/admin/categories/order', {
      parent_id: null,
      category_ids: [category.top, category.outer],
    });
    expect(order.status).toBe(200);
    expect(order.body.categories.map((c: { slug: string }) => c.slug)).toEqual(['top', 'outer']);
    const busy = await t.asAdmin('DELETE', `/v1/admin/categories/${category.coat}`);
    expect(busy.status).toBe(409);
    const empty = (
      await t.asAdmin('POST', '/v1/admin/categories', { name: '빈', slug: 'empty' })
    ).body.categories.find((c: { slug: string }) => c.slug === 'empty');
    expect((await t.asAdmin('DELETE', `/v1/admin/categories/${empty.category_id}`)).status).toBe(
      204,
    );
  });

  it('keeps categories and tags when an old client leaves them out', async () => {
    const res = await t.asAdmin('GET', `/v1/admin/items/${ids.cheapBlackKnit}`);
    const { option_id, label, stock } = res.body.options[0];
    const put = await t.asAdmin('PUT', `/v1/admin/items/${ids.cheapBlackKnit}`, {
      name: '코튼 니트 조끼',
      price: 29_000,
      options: [{ option_id, label, stock }],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ category_ids: [category.knit], tags: ['베스트'] });
    const bad = await t.asAdmin('PUT', `/v1/admin/items/${ids.cheapBlackKnit}`, {
      name: '코튼 니트 조끼',
      price: 29_000,
      options: [{ option_id, label, stock }],
      category_ids: [987654],
    });
    expect(bad.status).toBe(422);
  });

  it('searches the admin list the same way', async () => {
    const res = await t.asAdmin(
      'GET',
      `/v1/admin/items?q=${encodeURIComponent('ㄴㅌ')}&category_id=${category.top}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { item_id: number }) => i.item_id).sort()).toEqual(
      [ids.blackKnit, ids.greyKnit, ids.cheapBlackKnit].sort(),
    );
  });
});

describe('back office: synonyms', () => {
  it('creates, refuses a duplicate, updates and deletes, and the search follows', async () => {
    const before = await found(`q=${encodeURIComponent('아우터웨어')}`);
    expect(before.total).toBe(0);
    const made = await t.asAdmin('POST', '/v1/admin/search/synonyms', {
      term: '코트',
      synonyms: ['아우터웨어', ' 아우터웨어 '],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ term: '코트', synonyms: ['아우터웨어'] });
    const id = made.body.synonym_id;
    expect(idsOf(await found(`q=${encodeURIComponent('아우터웨어')}`)).sort()).toEqual(
      [ids.longCoat, ids.soldOut].sort(),
    );

    const twice = await t.asAdmin('POST', '/v1/admin/search/synonyms', {
      term: '코트',
      synonyms: ['overcoat'],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.detail).toEqual([
      { loc: ['body', 'term'], msg: '이미 등록된 검색어입니다.', type: 'value_error' },
    ]);
    const renamed = await t.asAdmin('PUT', `/v1/admin/search/synonyms/${id}`, {
      term: '니트',
      synonyms: ['overcoat'],
    });
    expect(renamed.status).toBe(422);
    const empty = await t.asAdmin('POST', '/v1/admin/search/synonyms', { term: ' ', synonyms: [] });
    expect(empty.status).toBe(422);

    const updated = await t.asAdmin('PUT', `/v1/admin/search/synonyms/${id}`, {
      term: '코트',
      synonyms: ['overcoat'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ synonym_id: id, term: '코트', synonyms: ['overcoat'] });
    expect((await found(`q=${encodeURIComponent('아우터웨어')}`)).total).toBe(0);
    expect((await found('q=overcoat')).total).toBe(2);
    const list = await t.asAdmin('GET', '/v1/admin/search/synonyms');
    expect(list.body.synonyms.map((s: { term: string }) => s.term)).toEqual(['니트', '코트']);

    expect((await t.asAdmin('DELETE', `/v1/admin/search/synonyms/${id}`)).status).toBe(204);
    expect((await t.asAdmin('DELETE', `/v1/admin/search/synonyms/${id}`)).status).toBe(404);
    expect((await found('q=overcoat')).total).toBe(0);
    const missing = await t.asAdmin('PUT', `/v1/admin/search/synonyms/${id}`, {
      term: '코트',
      synonyms: ['overcoat'],
    });
    expect(missing.status).toBe(404);
  });
});
