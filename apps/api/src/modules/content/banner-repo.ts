import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, firstRow, foundOne, insertRow, updateById } from '../../db/rows';
import { banners } from '../../db/schema/index';

type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Newest first; only the switched-on ones when asked. */
export function listBanners(db: Executor, options: { activeOnly?: boolean } = {}) {
  return db
    .select()
    .from(banners)
    .where(options.activeOnly ? eq(banners.isActive, true) : undefined)
    .orderBy(desc(banners.createdAt), desc(banners.id));
}
export type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

export const findBanner = (db: Executor, id: number) =>
  firstRow(db.select().from(banners).where(eq(banners.id, id)));

export const insertBanner = (db: Executor, values: BannerValues) => insertRow(db, banners, values);

export const updateBanner = (db: Executor, id: number, values: BannerValues) =>
  foundOne(updateById(db, banners, id, values).returning({ id: banners.id }));

export async function deleteBanner(db: Executor, id: number) {
  const [row] = await deleteById(db, banners, id).returning({ title: banners.title });
  return row;
}
