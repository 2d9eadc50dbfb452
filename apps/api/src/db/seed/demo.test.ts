import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageVariants } from '@shop/contract/images';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { createLocalStorage } from '../../integrations/storage/local';
import { stockMismatches } from '../../modules/catalog/ledger';
import type { DatabaseHandle } from '../client';
import {
  banners,
  categories,
  coupons,
  itemOptions,
  items,
  members,
  notices,
  searchQueries,
  searchSynonyms,
  stockMovements,
} from '../schema/index';
import { seedDemoData } from './demo';

let database: DatabaseHandle;
const onDisk = (url: string) => path.join(uploads, url.replace('/uploads/', ''));
let uploads: string;
beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(tmpdir(), 'shop-seed-'));
});
afterAll(async () => {
  await database.close();
  await rm(uploads, { recursive: true, force: true });
});

// A first run renders every drawing (about a minute of CPU); later runs read the cache.
it('fills an empty shop once with a Korean catalog, notices and coupons', {
  timeout: 300_000,
}, async () => {
  const storage = createLocalStorage(uploads);
  expect(await seedDemoData(database.db, storage)).toBe(true);
  expect(await seedDemoData(database.db, storage)).toBe(false);

  const { db } = database;
  const products = await db.select().from(items);
  const options = await db.select().from(itemOptions);
  expect(products.length).toBeGreaterThanOrEqual(40);
  for (const product of products) {
    expect(product.name).toMatch(/[가-힣]/);
    expect(product.price % 1000).toBe(0);
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.imageUrls.length).toBeGreaterThanOrEqual(1);
    expect(product.categoryIds).toHaveLength(1);
    expect(product.colors.length).toBeGreaterThanOrEqual(1);
    expect(product.sizes.length).toBeGreaterThanOrEqual(1);
    for (const url of product.imageUrls) {
      // Raster masters (the shopping feeds take JPG and PNG only) with their variants.
      expect(url).toMatch(/^\/uploads\/demo\/item-\d+-(front|back|detail)-1080x1350\.jpg$/);
      const variants = imageVariants(url)!;
      for (const file of [url, ...variants.files]) expect(existsSync(onDisk(file))).toBe(true);
      expect(readFileSync(onDisk(url)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect(options.some((o) => o.itemId === product.id)).toBe(true);
  }
  const share = await sharp(onDisk(imageVariants(products[0]!.imageUrls[0]!)!.share)).metadata();
  expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  expect(products.some((p) => p.details && p.fitSizing && p.fabric)).toBe(true);
  expect(products.some((p) => !p.fitSizing)).toBe(true);

  const stockByItem = new Map<number, number>();
  for (const o of options) stockByItem.set(o.itemId, (stockByItem.get(o.itemId) ?? 0) + o.stock);
  // One product with a sold-out option beside options in stock, one with a single unit left,
  // and a few wholly sold out.
  const partlySoldOut = new Set(options.filter((o) => o.stock === 0).map((o) => o.itemId));
  expect([...partlySoldOut].filter((id) => stockByItem.get(id)! > 0)).toHaveLength(1);
  expect([...stockByItem.values()].filter((n) => n === 1)).toHaveLength(1);
  expect([...stockByItem.values()].filter((n) => n === 0)).toHaveLength(3);
  // Products drawn alike share their stored images.
  expect(new Set(products.flatMap((p) => p.imageUrls)).size).toBeLessThan(
    products.reduce((n, p) => n + p.imageUrls.length, 0),
  );

  // The two-level tree: every product in a visible child (or a top category without children).
  const tree = await db.select().from(categories);
  expect(tree.filter((c) => c.parentId === null).map((c) => c.name)).toEqual([
    '아우터',
    '상의',
    '하의',
    '원피스',
    '가방·잡화',
  ]);
  expect(tree.length).toBeGreaterThanOrEqual(12);
  const parents = new Set(tree.map((c) => c.parentId));
  const listed = new Set(products.flatMap((p) => p.categoryIds));
  for (const id of listed) expect(parents.has(id)).toBe(false);
  expect(await db.select().from(searchSynonyms)).not.toHaveLength(0);
  const searches = await db.select().from(searchQueries);
  expect(searches.length).toBeGreaterThan(0);
  for (const s of searches) expect(Date.now() - s.createdAt.getTime()).toBeLessThan(7 * 86_400_000);
  // Every seeded option starts the stock ledger with its `initial` row.
  const movements = await db.select().from(stockMovements);
  expect(movements).toHaveLength(options.length);
  expect(movements.every((m) => m.reason === 'initial')).toBe(true);
  expect(await stockMismatches(db)).toEqual([]);

  // One limited drop on sale (1인 1개) and one opening about three days after seeding.
  const checkedAt = Date.now();
  const drops = products.filter((p) => p.saleStartsAt || p.maxPerMember);
  expect(drops.map((p) => [p.name, p.maxPerMember])).toEqual(
    expect.arrayContaining([
      ['코듀로이 워크 자켓', 1],
      ['피그먼트 다잉 반팔 티셔츠', 2],
    ]),
  );
  const upcoming = drops.filter((p) => p.saleStartsAt && p.saleStartsAt.getTime() > checkedAt);
  expect(upcoming.map((p) => p.name)).toEqual(['피그먼트 다잉 반팔 티셔츠']);
  const opensIn = upcoming[0]!.saleStartsAt!.getTime() - checkedAt;
  expect(opensIn).toBeGreaterThan(2.9 * 86_400_000);
  expect(opensIn).toBeLessThanOrEqual(3 * 86_400_000);

  const noticeRows = await db.select().from(notices);
  expect(noticeRows).toHaveLength(3);
  expect(await db.select().from(banners)).toMatchObject([
    { linkUrl: '/collection', isActive: true },
  ]);
  const [author] = await db.select().from(members);
  expect(author?.role).toBe('admin');
  expect(author?.passwordHash).toBeNull();

  const couponRows = await db.select().from(coupons);
  expect(couponRows).toHaveLength(3);
  expect(new Set(couponRows.map((c) => c.type))).toEqual(new Set(['PRICE', 'RATIO']));
  const now = Date.now();
  expect(couponRows.filter((c) => c.finishedAt.getTime() < now)).toHaveLength(1);
  expect(
    couponRows.filter((c) => c.startedAt.getTime() <= now && c.finishedAt.getTime() > now),
  ).toHaveLength(2);
});
