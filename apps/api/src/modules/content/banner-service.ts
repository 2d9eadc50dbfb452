import { type Banner, bannerMessages, type bannerRequestSchema } from '@shop/contract/banners';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requiredPlainText } from '../../lib/plain-text';
import { type AuditService, recorderFor } from '../audit/service';
import * as repo from './banner-repo';

type BannerInput = z.output<typeof bannerRequestSchema>;

const toBanner = (row: repo.BannerRow): Banner => ({
  banner_id: row.id,
  title: row.title,
  image_url: row.imageUrl,
  link_url: row.linkUrl,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export interface BannerDeps {
  db: Database;
  audit: Pick<AuditService, 'record'>;
}

/** The home page's banners: the shop shows the switched-on ones, the back office writes them. */
export function createBannerService({ db, audit }: BannerDeps) {
  const record = recorderFor(audit, 'banner');
  const valuesOf = (input: BannerInput) => ({
    title: requiredPlainText(input.title, ['title'], bannerMessages.titleRequired),
    imageUrl: input.image_url,
    linkUrl: input.link_url,
    isActive: input.is_active,
  });
  async function read(id: number, executor: Executor = db): Promise<Banner> {
    const row = await repo.findBanner(executor, id);
    if (!row) throw notFound(bannerMessages.notFound);
    return toBanner(row);
  }
  const summary = (b: Banner) => ({ title: b.title, is_active: b.is_active, link_url: b.link_url });

  return {
    async listActive() {
      return { banners: (await repo.listBanners(db, { activeOnly: true })).map(toBanner) };
    },
    async listAll() {
      return { banners: (await repo.listBanners(db)).map(toBanner) };
    },
    read,

    create: (adminId: number, input: BannerInput) =>
      db.transaction(async (tx) => {
        const banner = await read(await repo.insertBanner(tx, valuesOf(input)), tx);
        await record(tx, adminId, 'banner.create', banner.banner_id, summary(banner));
        return banner;
      }),

    update: (adminId: number, id: number, input: BannerInput) =>
      db.transaction(async (tx) => {
        if (!(await repo.updateBanner(tx, id, valuesOf(input)))) {
          throw notFound(bannerMessages.notFound);
        }
        const banner = await read(id, tx);
        await record(tx, adminId, 'banner.update', id, summary(banner));
        return banner;
      }),

    remove: (adminId: number, id: number) =>
      db.transaction(async (tx) => {
        const removed = await repo.deleteBanner(tx, id);
        if (!removed) throw notFound(bannerMessages.notFound);
        await record(tx, adminId, 'banner.delete', id, { title: removed.title });
      }),
  };
}
export type BannerService = ReturnType<typeof createBannerService>;
