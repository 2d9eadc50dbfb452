import { availableParallelism } from 'node:os';
import { brand } from '@shop/contract/brand';
import { sql } from 'drizzle-orm';
import { storeProductImage } from '../../integrations/images/product-images';
import type { FileStorage } from '../../integrations/storage/storage';
import { mapLimit } from '../../lib/map-limit';
import type { Database } from '../client';
import { createCoupon, createItem, createMember, createNotice } from '../factories';
import { banners, items } from '../schema/index';
import { demoCatalog } from './demo-catalog';
import { defaultDemoImageCache, renderDemoImage } from './demo-images';
import { demoNotices } from './demo-notices';
import { renderGarmentSvg } from './garment-svg';

const DAY = 24 * 60 * 60 * 1000;

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
  const views = demoCatalog.flatMap((product, index) =>
    product.images.views.map((view) => ({ index, view, spec: product.images.spec })),
  );
  // One drawing per core at a time: sharp keeps each to one thread here.
  const urls = await mapLimit(views, availableParallelism(), async ({ index, view, spec }) => {
    const image = await renderDemoImage(renderGarmentSvg(spec, view), cache);
    return storeProductImage(storage, `demo/item-${index + 1}-${view}`, image);
  });
  const imageUrls = demoCatalog.map((_, index) =>
    urls.filter((_, at) => views[at]!.index === index),
  );

  const seededAt = Date.now();
  await db.transaction(async (tx) => {
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
        ...(product.drop && {
          saleStartsAt: new Date(seededAt + product.drop.opensInDays * DAY),
          maxPerMember: product.drop.maxPerMember,
        }),
      });
    }

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
