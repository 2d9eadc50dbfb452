import { randomUUID } from 'node:crypto';
import {
  type AdminItem,
  type AdminItemList,
  type adminItemListQuerySchema,
  adminItemMessages,
  type adminItemRequestSchema,
  ITEM_IMAGE_FIELD,
  ITEM_MAX_IMAGES,
  type StockHistory,
} from '@shop/contract/admin-catalog';
import type { MeasureTable } from '@shop/contract/measure-rules';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import {
  removeProductImages,
  renderProductImage,
  storeProductImage,
} from '../../integrations/images/product-images';
import { imageMessages } from '../../integrations/storage/images';
import type { FileStorage } from '../../integrations/storage/storage';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { pageInfo, pageWindow } from '../../lib/paging';
import { type AuditService, recorderFor } from '../audit/service';
import type { CategoryService } from './categories-service';
import type { ImageUpload } from './image-form';
import { addOptions, recordMovements } from './ledger';
import { sizesOf, tableIssues } from './measurements';
import * as repo from './repo';
import { refreshOptionAttributes } from './search-repo';
import type { SearchService } from './search-service';
import { cleanTags, searchFieldsOf } from './search-text';
import type { ItemService } from './service';

type ListQuery = z.output<typeof adminItemListQuerySchema>;
/** The unique index of 상품코드 (a second product with the same code breaks it). */
export const ITEM_CODE_KEY = 'items_code_key';
type ItemInput = z.output<typeof adminItemRequestSchema>;

export interface CatalogDeps {
  db: Database;
  storage: FileStorage;
  items: Pick<ItemService, 'invalidate'>;
  categories: Pick<CategoryService, 'checkIds' | 'resolve'>;
  search: Pick<SearchService, 'wordsOf'>;
  audit: AuditService;
}

const invalid = (loc: (string | number)[], msg: string) =>
  new HttpError(422, [{ loc: ['body', ...loc], msg, type: 'value_error' }]);

/** The form's fields; tags and categories stay as they are when the form leaves them out. */
const fieldsOf = (input: ItemInput, current?: { tags: string[]; categoryIds: number[] }) => {
  const tags = input.tags ? cleanTags(input.tags) : (current?.tags ?? []);
  return {
    ...plainFieldsOf(input),
    tags,
    categoryIds: input.category_ids
      ? [...new Set(input.category_ids)]
      : (current?.categoryIds ?? []),
    ...searchFieldsOf(input.name, tags),
  };
};

const plainFieldsOf = (input: ItemInput) => ({
  ...(input.code !== undefined && { code: input.code }),
  name: input.name,
  price: input.price,
  description: input.description,
  details: input.details,
  fitSizing: input.fit_sizing,
  fabric: input.fabric,
  hidden: input.is_hidden,
  saleStartsAt: input.sale_starts_at === null ? null : new Date(input.sale_starts_at),
  maxPerMember: input.max_per_member,
});

/** Products as the back office sees them: hidden ones too, with options, stock and images. */
export function createCatalogService({
  db,
  storage,
  items,
  categories,
  search,
  audit,
}: CatalogDeps) {
  const recordItem = recorderFor(audit, 'item');
  async function detail(id: number, executor: Executor = db): Promise<AdminItem> {
    const row = await repo.findItem(executor, id);
    if (!row) throw notFound(adminItemMessages.notFound);
    const options = await repo.listOptions(executor, id);
    return {
      item_id: row.id,
      code: row.code,
      name: row.name,
      price: row.price,
      description: row.description,
      details: row.details ?? {},
      fit_sizing: row.fitSizing ?? {},
      fabric: row.fabric ?? {},
      image_urls: row.imageUrls,
      options: options.map((o) => ({
        option_id: o.id,
        label: o.label,
        stock: o.stock,
        ordered_quantity: o.orderedQuantity,
      })),
      is_hidden: row.hidden,
      sale_starts_at: row.saleStartsAt?.toISOString() ?? null,
      max_per_member: row.maxPerMember,
      category_ids: row.categoryIds,
      tags: row.tags,
      measurements: row.measurements,
      sizes: sizesOf(options.map((o) => o.label)),
      suggested_template: await repo.measureTemplateOf(executor, row.categoryIds),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function locked(tx: Executor, id: number) {
    const row = await repo.lockItem(tx, id);
    if (!row) throw notFound(adminItemMessages.notFound);
    return row;
  }

  /**
   * Makes the item's options the form's: existing ones (by id) get their label, stock and place,
   * new ones are added, the others removed unless orders point to them.
   */
  async function replaceOptions(
    tx: Executor,
    adminId: number,
    itemId: number,
    input: ItemInput['options'],
  ) {
    const stockBefore = await repo.lockOptionStocks(tx, itemId);
    const current = await repo.listOptions(tx, itemId);
    const currentIds = new Set(current.map((o) => o.id));
    input.forEach((option, index) => {
      if (option.option_id !== undefined && !currentIds.has(option.option_id)) {
        throw invalid(['options', index, 'option_id'], adminItemMessages.optionNotFound);
      }
    });
    const keptIds = new Set(input.flatMap((o) => (o.option_id === undefined ? [] : [o.option_id])));
    const removed = current.filter((o) => !keptIds.has(o.id));
    const inOrders = new Set(
      await repo.optionsInOrders(
        tx,
        removed.map((o) => o.id),
      ),
    );
    const blocked = removed.find((o) => inOrders.has(o.id));
    if (blocked) throw conflict(adminItemMessages.optionInUse(blocked.label));
    await repo.deleteOptions(
      tx,
      removed.map((o) => o.id),
    );
    // Labels are unique per item: park the kept ones first so that two options may swap names.
    for (const id of keptIds) await repo.updateOption(tx, id, { label: `\u001f${id}` });
    const changes = [];
    for (const [position, option] of input.entries()) {
      if (option.option_id !== undefined) {
        await repo.updateOption(tx, option.option_id, {
          label: option.label,
          stock: option.stock,
          position,
        });
        const delta = option.stock - (stockBefore.get(option.option_id) ?? 0);
        changes.push({ optionId: option.option_id, delta, stockAfter: option.stock });
      }
    }
    await recordMovements(
      tx,
      { reason: 'admin_set', actorType: 'admin', actorId: adminId },
      changes,
    );
    await addOptions(
      tx,
      [...input.entries()]
        .filter(([, o]) => o.option_id === undefined)
        .map(([position, o]) => ({ itemId, label: o.label, stock: o.stock, position })),
      { reason: 'admin_create', actorType: 'admin', actorId: adminId },
    );
    await refreshOptionAttributes(tx, [itemId]);
    return { removed: removed.map((o) => o.label) };
  }

  /** A write to the catalog in one transaction; the shop's cached item lists are dropped after it. */
  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work).catch((error: unknown) => {
      if (uniqueViolation(error) === ITEM_CODE_KEY) throw conflict(adminItemMessages.codeTaken);
      throw error;
    });
    items.invalidate();
    return result;
  }

  const removeFiles = (urls: string[]) => removeProductImages(storage, urls);

  return {
    detail: (id: number) => detail(id),

    async list(query: ListQuery): Promise<AdminItemList> {
      const filter = {
        q: query.q,
        words: await search.wordsOf(query.q),
        visibility: query.visibility,
        categoryIds:
          query.category_id === undefined
            ? null
            : await categories.resolve([String(query.category_id)]),
      };
      const rows = await repo.listItems(db, filter, pageWindow(query));
      const total = await repo.countItems(db, filter);
      return {
        items: rows.map((r) => ({
          item_id: r.id,
          code: r.code,
          name: r.name,
          price: r.price,
          image_url: r.imageUrls[0] ?? null,
          is_hidden: r.hidden,
          option_count: r.optionCount,
          total_stock: r.totalStock,
          min_stock: r.minStock,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        })),
        ...pageInfo(query, total),
      };
    },

    async create(adminId: number, input: ItemInput): Promise<AdminItem> {
      if (input.category_ids) await categories.checkIds(input.category_ids);
      return write(async (tx) => {
        const id = await repo.insertItem(tx, { ...fieldsOf(input), imageUrls: [] });
        await addOptions(
          tx,
          input.options.map((o, position) => ({
            itemId: id,
            label: o.label,
            stock: o.stock,
            position,
          })),
          { reason: 'admin_create', actorType: 'admin', actorId: adminId },
        );
        await recordItem(tx, adminId, 'item.create', id, {
          name: input.name,
          price: input.price,
          code: input.code ?? null,
        });
        return detail(id, tx);
      });
    },

    async update(adminId: number, id: number, input: ItemInput): Promise<AdminItem> {
      if (input.category_ids) await categories.checkIds(input.category_ids);
      return write(async (tx) => {
        const before = await locked(tx, id);
        await repo.updateItem(tx, id, fieldsOf(input, before));
        const { removed } = await replaceOptions(tx, adminId, id, input.options);
        await recordItem(tx, adminId, 'item.update', id, {
          name: { from: before.name, to: input.name },
          code: { from: before.code, to: input.code === undefined ? before.code : input.code },
          price: { from: before.price, to: input.price },
          hidden: { from: before.hidden, to: input.is_hidden },
          sale_starts_at: {
            from: before.saleStartsAt?.toISOString() ?? null,
            to: input.sale_starts_at,
          },
          max_per_member: { from: before.maxPerMember, to: input.max_per_member },
          category_ids: { from: before.categoryIds, to: input.category_ids ?? before.categoryIds },
          tags: { from: before.tags, to: input.tags ?? before.tags },
          options: input.options.map((o) => ({ label: o.label, stock: o.stock })),
          removed_options: removed,
        });
        return detail(id, tx);
      });
    },

    /** Takes the item off the shop (or puts it back); orders that have it keep it. */
    async setHidden(adminId: number, id: number, hidden: boolean): Promise<AdminItem> {
      return write(async (tx) => {
        const before = await locked(tx, id);
        if (before.hidden !== hidden) {
          await repo.updateItem(tx, id, { hidden });
          await recordItem(tx, adminId, hidden ? 'item.hide' : 'item.show', id);
        }
        return detail(id, tx);
      });
    },

    async setStock(adminId: number, id: number, optionId: number, stock: number) {
      return write(async (tx) => {
        await locked(tx, id);
        const stockBefore = await repo.lockOptionStocks(tx, id);
        const before = (await repo.listOptions(tx, id)).find((o) => o.id === optionId);
        if (!before || !(await repo.setStock(tx, id, optionId, stock))) {
          throw notFound(adminItemMessages.optionNotFound);
        }
        await recordMovements(tx, { reason: 'admin_set', actorType: 'admin', actorId: adminId }, [
          { optionId, delta: stock - (stockBefore.get(optionId) ?? 0), stockAfter: stock },
        ]);
        await recordItem(tx, adminId, 'item.update', id, {
          option: before.label,
          stock: { from: before.stock, to: stock },
        });
        return detail(id, tx);
      });
    },

    /** 실측 사이즈: the table for the product's sizes (null takes it off the page). */
    async setMeasurements(adminId: number, id: number, table: MeasureTable | null) {
      return write(async (tx) => {
        await locked(tx, id);
        if (table) {
          const sizes = sizesOf((await repo.listOptions(tx, id)).map((o) => o.label));
          const issues = tableIssues(table, sizes);
          if (issues.length) throw new HttpError(422, issues);
        }
        await repo.updateItem(tx, id, { measurements: table });
        await recordItem(tx, adminId, 'item.update', id, {
          measurements: table ? { template: table.template, sizes: table.rows.length } : null,
        });
        return detail(id, tx);
      });
    },

    /** The item's stock movements, newest first. */
    async stockHistory(id: number): Promise<StockHistory> {
      if (!(await repo.findItem(db, id))) throw notFound(adminItemMessages.notFound);
      const rows = await repo.listMovements(db, id);
      return {
        movements: rows.map((r) => ({
          movement_id: r.id,
          option_id: r.optionId,
          option_label: r.label,
          delta: r.delta,
          stock_after: r.stockAfter,
          reason: r.reason,
          order_id: r.orderId,
          order_number: r.orderNumber,
          actor_type: r.actorType,
          actor_id: r.actorId,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Stores the images (checked by content already) after the item's current ones, each as a
     * master JPEG with its variants (product-images.ts).
     */
    async addImages(adminId: number, id: number, images: ImageUpload[]): Promise<AdminItem> {
      const current = await repo.findItem(db, id);
      if (!current) throw notFound(adminItemMessages.notFound);
      if (current.imageUrls.length + images.length > ITEM_MAX_IMAGES) {
        throw invalid([ITEM_IMAGE_FIELD], adminItemMessages.tooManyImages(ITEM_MAX_IMAGES));
      }
      const stored: string[] = [];
      try {
        for (const image of images) {
          const rendered = await renderProductImage(image.data).catch(() => {
            // A file that looks like an image by its first bytes but does not decode.
            throw invalid([ITEM_IMAGE_FIELD], imageMessages.notImage(image.name));
          });
          stored.push(await storeProductImage(storage, `items/${id}/${randomUUID()}`, rendered));
        }
        // Awaited here so that a failed write reaches the catch and the new files go.
        return await write(async (tx) => {
          const row = await locked(tx, id);
          const urls = [...row.imageUrls, ...stored];
          if (urls.length > ITEM_MAX_IMAGES) {
            throw invalid([ITEM_IMAGE_FIELD], adminItemMessages.tooManyImages(ITEM_MAX_IMAGES));
          }
          await repo.updateItem(tx, id, { imageUrls: urls });
          await recordItem(tx, adminId, 'item.images.upload', id, { added: stored });
          return detail(id, tx);
        });
      } catch (error) {
        await removeFiles(stored);
        throw error;
      }
    },

    /** Keeps the listed images in that order; the files of the others are deleted. */
    async arrangeImages(adminId: number, id: number, urls: string[]): Promise<AdminItem> {
      const { item, removed } = await write(async (tx) => {
        const row = await locked(tx, id);
        const unique = [...new Set(urls)];
        const unknown = unique.findIndex((url) => !row.imageUrls.includes(url));
        if (unknown >= 0) throw invalid(['image_urls', unknown], adminItemMessages.unknownImage);
        const dropped = row.imageUrls.filter((url) => !unique.includes(url));
        // Past orders show their line's image: a file they point to stays.
        const kept = new Set(await repo.imagesInOrders(tx, dropped));
        const gone = dropped.filter((url) => !kept.has(url));
        await repo.updateItem(tx, id, { imageUrls: unique });
        await recordItem(tx, adminId, 'item.images.arrange', id, {
          from: row.imageUrls,
          to: unique,
        });
        return { item: await detail(id, tx), removed: gone };
      });
      await removeFiles(removed);
      return item;
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
