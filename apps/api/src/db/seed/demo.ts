import { availableParallelism } from 'node:os';
import { brand } from '@shop/contract/brand';
import { sql } from 'drizzle-orm';
import { storeProductImage } from '../../integrations/images/product-images';
import type { FileStorage } from '../../integrations/storage/storage';
import { mapLimit } from '../../lib/map-limit';
import { sizesOf } from '../../modules/catalog/measurements';
import type { Database, Executor } from '../client';
import { createCoupon, createItem, createMember, createNotice } from '../factories';
import { banners, categories, items, searchQueries, searchSynonyms } from '../schema/index';
import { demoCatalog } from './demo-catalog';
import { demoCategories, demoSearches, demoSynonyms } from './demo-categories';
import { defaultDemoImageCache, renderDemoImage } from './demo-images';
import { demoCategoryTemplates, demoMeasurements } from './demo-measurements';
import { demoNotices } from './demo-notices';
import { renderGarmentSvg } from './garment-svg';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The two-level tree, in order; answers each category's id by slug. */
async function seedCategories(tx: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, top] of demoCategories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        name: top.name,
        slug: top.slug,
        position,
        measureTemplate: demoCategoryTemplates[top.slug] ?? null,
      })
      .returning({ id: categories.id });
    ids.set(top.slug, row!.id);
    if (top.children.length === 0) continue;
    const children = await tx
      .insert(categories)
      .values(
        top.children.map((child, at) => ({
          ...child,
          parentId: row!.id,
          position: at,
          measureTemplate: demoCategoryTemplates[child.slug] ?? null,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const child of children) ids.set(child.slug, child.id);
  }
  return ids;
}

/**
 * Fills an empty shop (no items) with the demo catalog, notices and coupons, in one
 * transaction. Answers whether it seeded anything.
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  options: { imageCache?: string | null } = {},
): Promise<boolean> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(items);
  if (count && count.n > 0) return false;

  const cache = options.imageCache === undefined ? defaultDemoImageCache() : options.imageCache;
  // Products drawn alike (same garment, colours and view) share one rendered and stored image.
  const drawings = new Map<string, { index: number; view: string; svg: string }>();
  const keys = demoCatalog.map((product, index) =>
    product.images.views.map((view) => {
      const svg = renderGarmentSvg(product.images.spec, view);
      const key = `${view}\n${svg}`;
      if (!drawings.has(key)) drawings.set(key, { index, view, svg });
      return key;
    }),
  );
  // One drawing per core at a time: sharp keeps each to one thread here.
  const stored = await mapLimit([...drawings], availableParallelism(), async ([key, drawing]) => {
    const { index, view, svg } = drawing;
    const image = await renderDemoImage(svg, cache);
    return [
      key,
      await storeProductImage(storage, `demo/item-${index + 1}-${view}`, image),
    ] as const;
  });
  const urlOf = new Map(stored);
  const imageUrls = keys.map((list) => list.map((key) => urlOf.get(key)!));

  const seededAt = Date.now();
  await db.transaction(async (tx) => {
    const categoryIds = await seedCategories(tx);
    // Newest first in the shop: insert the catalog backwards so its first product leads.
    for (let index = demoCatalog.length - 1; index >= 0; index -= 1) {
      const product = demoCatalog[index]!;
      await createItem(tx, {
        name: product.name,
        price: product.price,
        description: product.description,
        imageUrls: imageUrls[index]!,
        details: product.details ?? null,
        fitSizing: product.fitSizing ?? null,
        fabric: product.fabric ?? null,
        options: product.options,
        categoryIds: product.categories.map((slug) => categoryIds.get(slug)!),
        measurements: demoMeasurements(
          product.categories,
          sizesOf(Object.keys(product.options)),
          product.fitSizing,
        ),
        ...(product.drop && {
          saleStartsAt: new Date(seededAt + product.drop.opensInDays * DAY),
          maxPerMember: product.drop.maxPerMember,
        }),
      });
    }

    await tx.insert(searchSynonyms).values(demoSynonyms);
    await tx.insert(searchQueries).values(
      demoSearches.flatMap(([query, times]) =>
        Array.from({ length: times }, (_, n) => ({
          query,
          createdAt: new Date(seededAt - ((n * 29 + query.length * 7) % 144) * HOUR),
        })),
      ),
    );

    // The brand's own account signs the notices; it has no password and cannot sign in.
    const staff = await createMember(tx, {
      userId: 'ondostudio',
      password: null,
      name: brand.koreanName,
      nickname: brand.name,
      phone: null,
      email: null,
      role: 'admin',
    });
    for (const notice of demoNotices) await createNotice(tx, { ...notice, authorId: staff.id });
    await tx.insert(banners).values({
      title: '겨울 컬렉션 — 울과 캐시미어로 지은 옷',
      imageUrl: '/media/intro-poster.jpg',
      linkUrl: '/collection',
    });

    const now = Date.now();
    await createCoupon(tx, {
      name: '신규 회원 5,000원 할인',
      type: 'PRICE',
      discountPrice: 5_000,
      minOrderAmount: 30_000,
      startedAt: new Date(now - 7 * DAY),
      finishedAt: new Date(now + 365 * DAY),
    });
    await createCoupon(tx, {
      name: '겨울 시즌 10% 할인',
      type: 'RATIO',
      discountPrice: null,
      discountRatio: 10,
      startedAt: new Date(now - DAY),
      finishedAt: new Date(now + 60 * DAY),
    });
    await createCoupon(tx, {
      name: '여름 시즌오프 3,000원 할인',
      type: 'PRICE',
      discountPrice: 3_000,
      startedAt: new Date(now - 120 * DAY),
      finishedAt: new Date(now - 30 * DAY),
    });
  });
  return true;
}
