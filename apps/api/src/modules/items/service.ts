import type { ItemDetail, ItemSummary } from '@shop/contract/items';
import { itemMessages } from '@shop/contract/items';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createJsonCache } from '../../lib/json-cache';
import * as repo from './repo';

/**
 * The catalog is read far more than it changes, so answers are kept serialized for a few
 * seconds (CATALOG_CACHE_TTL_MS); writers call `invalidate()`. Stock shown may lag by that TTL,
 * which is harmless: orders take stock with conditional updates, never from this cache.
 */
export function createItemService({ db, cacheTtlMs }: { db: Database; cacheTtlMs: number }) {
  const cache = createJsonCache(cacheTtlMs);

  async function list(): Promise<ItemSummary[]> {
    const rows = await repo.listItemCards(db);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      price: r.price,
      image_urls: r.imageUrls,
      is_sold_out: r.isSoldOut,
    }));
  }

  async function detail(id: number): Promise<ItemDetail | undefined> {
    const row = await repo.findItemWithOptions(db, id);
    if (!row) return undefined;
    const menu: ItemDetail['item_details_menu'] = {};
    if (row.details && Object.keys(row.details).length) menu.details = row.details;
    if (row.fitSizing && Object.keys(row.fitSizing).length) menu.fit_sizing = row.fitSizing;
    if (row.fabric && Object.keys(row.fabric).length) menu.fabric = row.fabric;
    return {
      item_id: row.id,
      name: row.name,
      price: row.price,
      image_urls: row.imageUrls,
      description: row.description,
      options: Object.fromEntries(row.options),
      item_details_menu: menu,
    };
  }

  return {
    list,
    detail,
    /** The list as JSON text, from the cache when fresh. */
    listJson: async () =>
      (await cache.get('list', async () => JSON.stringify(await list()))) as string,
    /** One item as JSON text; 404 when there is no such item. */
    async detailJson(id: number): Promise<string> {
      const json = await cache.get(`item:${id}`, async () => {
        const item = await detail(id);
        return item && JSON.stringify(item);
      });
      if (json === undefined) throw notFound(itemMessages.notFound);
      return json;
    },
    invalidate: () => cache.clear(),
  };
}
export type ItemService = ReturnType<typeof createItemService>;
