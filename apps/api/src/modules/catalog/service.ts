import { brand } from '@shop/contract/brand';
import { formatWon } from '@shop/contract/format';
import { imageVariants, SHARE_IMAGE } from '@shop/contract/images';
import type { ItemDetail, ItemSummary, ListedItem } from '@shop/contract/items';
import { itemMessages } from '@shop/contract/items';
import type { MeasureTable } from '@shop/contract/measure-rules';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createJsonCache } from '../../lib/json-cache';
import { toItemSummary, toListedItem, upcoming } from './item-summary';
import { recordMovements, type StockCause } from './ledger';
import { publishedTable, sizesOf } from './measurements';
import * as repo from './repo';

export {
  assertOnSale,
  assertWithinLimits,
  NotOnSaleError,
  PurchaseLimitError,
} from './purchase-limits';

/**
 * The catalog is read far more than it changes, so answers are kept serialized for a few
 * seconds (CATALOG_CACHE_TTL_MS); writers call `invalidate()`. Stock shown may lag by that TTL,
 * which is harmless: orders take stock with conditional updates, never from this cache.
 */
export type OptionInfo = repo.OptionRow;
export interface StockLine {
  optionId: number;
  quantity: number;
  /** The order the units belong to, written on the line's ledger row. */
  orderId?: number;
}
/** Who took or gave back the stock; without one, the system did, for the line's order. */
export type StockMove = Partial<Omit<StockCause, 'reason'>> & { reason?: StockCause['reason'] };

/** Thrown inside a transaction when an option has less stock than a line asks for. */
export class OutOfStockError extends Error {
  constructor(
    readonly option: OptionInfo | undefined,
    readonly requested: number,
  ) {
    super('out of stock');
  }
}

/** Link-preview head of a product page: name, the description's first line, its share image. */
export function productPageMeta(item: ItemDetail, url: string, publicUrl: string) {
  const first = item.image_urls[0];
  const share = first ? imageVariants(first)?.share : undefined;
  const image = share ?? first;
  return {
    title: `${item.name} | ${brand.name}`,
    description: `${formatWon(item.price)} · ${item.description.split('\n')[0] ?? ''}`.trim(),
    image: image ? new URL(image, publicUrl).toString() : undefined,
    imageSize: share ? SHARE_IMAGE : undefined,
    url,
    type: 'product' as const,
    // What the gallery itself shows first: its picture, not the preview's.
    imagePath: first,
  };
}

export function createItemService({ db, cacheTtlMs }: { db: Database; cacheTtlMs: number }) {
  const cache = createJsonCache(cacheTtlMs);
  const followers = new Set<() => void>();

  async function list(): Promise<ListedItem[]> {
    return (await repo.listItemCards(db)).map(toListedItem);
  }

  async function detail(id: number): Promise<ItemDetail | 'hidden' | undefined> {
    const row = await repo.findItemWithOptions(db, id);
    if (!row) return undefined;
    if (row.hidden) return 'hidden';
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
      options: Object.fromEntries(row.options.map(([label, stock]) => [label, stock])),
      option_ids: Object.fromEntries(row.options.map(([label, , optionId]) => [label, optionId])),
      item_details_menu: menu,
      sale_starts_at: upcoming(row.saleStartsAt),
      max_per_member: row.maxPerMember,
      measurements: publishedTable(row.measurements, sizesOf(row.options.map(([label]) => label))),
    };
  }

  /**
   * Moves every line's stock by its quantity (`sign` says which way) with `step`, which answers
   * the stock after, or undefined where nothing moved; then records the movements as `cause`.
   */
  async function moveStock(
    executor: Executor,
    lines: StockLine[],
    sign: 1 | -1,
    cause: Omit<StockMove, 'reason'> & Pick<StockCause, 'reason'>,
    step: (line: StockLine) => Promise<number | undefined>,
  ): Promise<void> {
    // One order of locking for everybody: two orders of the same options cannot deadlock.
    const ordered = [...lines].sort((a, b) => a.optionId - b.optionId);
    const changes = [];
    for (const line of ordered) {
      const stockAfter = await step(line);
      if (stockAfter === undefined) continue;
      changes.push({
        optionId: line.optionId,
        delta: sign * line.quantity,
        stockAfter,
        orderId: line.orderId,
      });
    }
    await recordMovements(executor, { actorType: 'system', ...cause }, changes);
    cache.clear();
  }

  return {
    list,
    detail,
    /** The list as JSON text, from the cache when fresh. */
    listJson: async () =>
      (await cache.get('list', async () => JSON.stringify(await list()))) as string,
    /** One item as JSON text; 404 when there is no such item or it is hidden. */
    async detailJson(id: number): Promise<string> {
      const json = await cache.get(`item:${id}`, async () => {
        const item = await detail(id);
        return item === 'hidden' ? item : item && JSON.stringify(item);
      });
      if (json === 'hidden') throw notFound(itemMessages.hidden);
      if (json === undefined) throw notFound(itemMessages.notFound);
      return json;
    },
    /** After a catalog or stock write: drops the cached answers, and those that follow these. */
    invalidate: () => {
      cache.clear();
      for (const follower of followers) follower();
    },
    /** Caches built from the same products (the search's) are dropped with these. */
    onInvalidate: (follower: () => void) => void followers.add(follower),
    /** Whether the product is on the shop (exists and is not hidden). */
    isListed: async (id: number) => {
      const row = await repo.findItem(db, id);
      return row !== undefined && !row.hidden;
    },
    /** The cards of the products among `ids` that are on the shop; others are left out. */
    findCards: async (ids: number[]): Promise<ItemSummary[]> =>
      (await repo.findItemCards(db, [...new Set(ids)])).map(toItemSummary),
    /** Every product on the shop with its last change, and a token that moves when they do. */
    /** Products' 실측 tables as the shop shows them (their current sizes only), by id. */
    async measurementsOf(ids: number[]): Promise<Map<number, MeasureTable>> {
      const rows = await repo.findMeasurements(db, ids);
      const tables = new Map<number, MeasureTable>();
      for (const row of rows) {
        // `sizes` is sorted by name: the table keeps its own (the options') order.
        const kept = row.measurements?.rows.map((r) => r.size).filter((s) => row.sizes.includes(s));
        const table = publishedTable(row.measurements, kept ?? []);
        if (table) tables.set(row.id, table);
      }
      return tables;
    },
    listListed: () => repo.listListedItems(db),
    listedVersion: () => repo.listedItemsVersion(db),
    /** Every product with its options, hidden ones too, and a token that moves when they change. */
    listFeedItems: () => repo.listFeedItems(db),
    feedVersion: () => repo.feedItemsVersion(db),

    /**
     * Link-preview head of /product/{id}: name, the description's first line, the first image's
     * share variant (the image itself when it has none).
     */

    /** Options (with their item's name, price and images) by id; unknown ids are left out. */
    findOptions: (optionIds: number[], executor: Executor = db) =>
      repo.findOptionRows(executor, [...new Set(optionIds)]),
    findOptionByLabel: (itemId: number, label: string, executor: Executor = db) =>
      repo.findOptionRowByLabel(executor, itemId, label),
    findOptionsByLabels: (itemId: number, labels: string[], executor: Executor = db) =>
      repo.findOptionRowsByLabels(executor, itemId, [...new Set(labels)]),

    /**
     * Takes every line's quantity off its option's stock with conditional updates, in the
     * caller's transaction. Throws OutOfStockError at the first line that does not fit, so the
     * transaction rolls back whole.
     */
    takeStock: (executor: Executor, lines: StockLine[], move: StockMove = {}) =>
      moveStock(executor, lines, -1, { ...move, reason: move.reason ?? 'sale' }, async (line) => {
        const stockAfter = await repo.decrementStock(executor, line.optionId, line.quantity);
        if (stockAfter === undefined) {
          const [option] = await repo.findOptionRows(executor, [line.optionId]);
          throw new OutOfStockError(option, line.quantity);
        }
        return stockAfter;
      }),

    /** Gives units back (a cancel unless `move.reason` says otherwise), in the caller's transaction. */
    restoreStock: (executor: Executor, lines: StockLine[], move: StockMove = {}) =>
      moveStock(executor, lines, 1, { ...move, reason: move.reason ?? 'cancel' }, (line) =>
        repo.incrementStock(executor, line.optionId, line.quantity),
      ),
  };
}
export type ItemService = ReturnType<typeof createItemService>;
