import { itemDetailSchema, itemListSchema, itemMessages } from '@shop/contract/items';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { createItem } from '../../db/factories';
import { items } from '../../db/schema/index';

const t = useTestApp();

describe('GET /v1/items', () => {
  it('lists cards newest first with only what a card needs', async () => {
    const older = await createItem(t.database.db, { name: '먼저 나온 셔츠', price: 59_000 });
    const newer = await createItem(t.database.db, {
      name: '품절된 니트',
      options: { '차콜 / M': 0, '차콜 / L': 0 },
      imageUrls: ['/uploads/a.svg', '/uploads/b.svg'],
    });
    const res = await call(t.app, 'GET', '/v1/items');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = itemListSchema.parse(res.body);
    const ids = list.map((i) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body.find((i: { id: number }) => i.id === newer.id)).toEqual({
      id: newer.id,
      name: '품절된 니트',
      price: 39_000,
      image_urls: ['/uploads/a.svg', '/uploads/b.svg'],
      is_sold_out: true,
      sale_starts_at: null,
    });
    expect(list.find((i) => i.id === older.id)?.is_sold_out).toBe(false);
  });
});

describe('GET /v1/items/{id}', () => {
  it('answers the detail shape with options in order and the present menus only', async () => {
    const item = await createItem(t.database.db, {
      name: '울 코트',
      price: 289_000,
      description: '첫 줄\n둘째 줄',
      details: { 두께감: '두꺼움', 안감: '있음' },
      fabric: { 겉감: '울 80%, 캐시미어 20%' },
      fitSizing: {},
      options: { '차콜 / M': 3, '차콜 / L': 0, '카멜 / M': 1 },
    });
    const res = await call(t.app, 'GET', `/v1/items/${item.id}`);
    expect(res.status).toBe(200);
    expect(itemDetailSchema.parse(res.body)).toEqual({
      item_id: item.id,
      name: '울 코트',
      price: 289_000,
      image_urls: item.imageUrls,
      description: '첫 줄\n둘째 줄',
      options: { '차콜 / M': 3, '차콜 / L': 0, '카멜 / M': 1 },
      option_ids: {
        '차콜 / M': expect.any(Number),
        '차콜 / L': expect.any(Number),
        '카멜 / M': expect.any(Number),
      },
      item_details_menu: {
        details: { 두께감: '두꺼움', 안감: '있음' },
        fabric: { 겉감: '울 80%, 캐시미어 20%' },
      },
      sale_starts_at: null,
      max_per_member: null,
      measurements: null,
    });
    expect(Object.keys(res.body.options)).toEqual(['차콜 / M', '차콜 / L', '카멜 / M']);
    expect(Object.keys(res.body.item_details_menu.details)).toEqual(['두께감', '안감']);
  });

  it('answers 404 for an unknown item and 422 for a bad id', async () => {
    const missing = await call(t.app, 'GET', '/v1/items/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: itemMessages.notFound });
    const bad = await call(t.app, 'GET', '/v1/items/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'id']);
  });
});

describe('catalog queries', () => {
  /** SQL statements one request sends. */
  async function queriesOf(app: TestApp, url: string) {
    const before = app.database.queryCount();
    const res = await call(app.app, 'GET', url);
    expect(res.status).toBe(200);
    return app.database.queryCount() - before;
  }

  it('stay constant from 12 to 500 products', async () => {
    const fresh = await createTestApp();
    try {
      const seed = async (n: number) => {
        for (let i = 0; i < n; i += 1) {
          await createItem(fresh.database.db, {
            options: { S: 3, M: 4, L: 5 },
            details: { 소재: '코튼' },
          });
        }
      };
      await seed(12);
      const small = {
        list: await queriesOf(fresh, '/v1/items'),
        item: await queriesOf(fresh, '/v1/items/1'),
      };
      await seed(488);
      const [count] = await fresh.database.db.$count(items).then((n) => [n]);
      expect(count).toBe(500);
      const large = {
        list: await queriesOf(fresh, '/v1/items'),
        item: await queriesOf(fresh, '/v1/items/1'),
      };
      expect(small).toEqual({ list: 1, item: 1 });
      expect(large).toEqual(small);
    } finally {
      await fresh.close();
    }
  });

  it('are kept for the cache TTL and not sent again', async () => {
    const cached = await createTestApp({
      database: t.database,
      env: { CATALOG_CACHE_TTL_MS: '60000' },
    });
    try {
      const item = await createItem(t.database.db);
      expect(await queriesOf(cached, '/v1/items')).toBe(1);
      expect(await queriesOf(cached, '/v1/items')).toBe(0);
      expect(await queriesOf(cached, `/v1/items/${item.id}`)).toBe(1);
      expect(await queriesOf(cached, `/v1/items/${item.id}`)).toBe(0);
      cached.app.services.items.invalidate();
      expect(await queriesOf(cached, '/v1/items')).toBe(1);
    } finally {
      await cached.close();
    }
  });
});
