import { matchShopPage, SHOP_PAGES } from '@shop/contract/pages';
import type { ItemService } from '../catalog/service';
import type { QnaService } from '../community/qna-service';
import type { NoticeService } from '../content/service';
import { robotsTxt } from './robots';
import { buildSitemap, type SitemapEntry } from './sitemap';

export interface DiscoveryDeps {
  items: Pick<ItemService, 'isListed' | 'listListed' | 'listedVersion'>;
  notices: Pick<NoticeService, 'exists' | 'listDates' | 'version'>;
  qna: Pick<QnaService, 'exists'>;
  publicUrl: string;
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/**
 * What crawlers and link checkers see of the storefront: the status of an address (404 for an
 * address the shop has no page for, or a product, notice or post that is not there), robots.txt,
 * and the sitemap, rebuilt only when the products or notices changed.
 */
export function createDiscoveryService({ items, notices, qna, publicUrl }: DiscoveryDeps) {
  const recordExists: Record<string, (id: number) => Promise<boolean>> = {
    '/product/:id': items.isListed,
    '/service/notice/:id': notices.exists,
    '/service/contents/:id': qna.exists,
  };
  let sitemap: { version: string; files: Map<string, string> } | undefined;

  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const [products, noticeRows] = await Promise.all([items.listListed(), notices.listDates()]);
    const pages = SHOP_PAGES.filter((p) => p.kind === 'public').map((p) => ({
      loc: `${publicUrl}${p.path === '/' ? '/' : p.path}`,
    }));
    return [
      ...pages,
      ...products.map((p) => ({ loc: `${publicUrl}/product/${p.id}`, lastmod: p.updatedAt })),
      ...noticeRows.map((n) => ({
        loc: `${publicUrl}/service/notice/${n.id}`,
        lastmod: n.updatedAt,
      })),
    ];
  }

  return {
    /** 200 for a page the shop has, 404 otherwise (the app still renders its not-found page). */
    async pageStatus(pathname: string): Promise<200 | 404> {
      const match = matchShopPage(pathname);
      if (!match) return 404;
      if (match.page.kind !== 'record') return 200;
      const id = match.params.id ?? '';
      const exists = recordExists[match.page.path];
      if (!exists || !POSITIVE_ID.test(id)) return 404;
      return (await exists(Number(id))) ? 200 : 404;
    },

    robotsTxt: () => robotsTxt(publicUrl),

    /** A sitemap file by its address (`/sitemap.xml`, `/sitemap-2.xml`); undefined when none. */
    async sitemapFile(name: string): Promise<string | undefined> {
      const version = `${await items.listedVersion()}|${await notices.version()}`;
      if (sitemap?.version !== version) {
        sitemap = { version, files: buildSitemap(await sitemapEntries(), publicUrl) };
      }
      return sitemap.files.get(name);
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
