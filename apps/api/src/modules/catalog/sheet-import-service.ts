import { adminItemMessages, ITEM_MAX_IMAGES } from '@shop/contract/admin-catalog';
import type { ImportKind } from '@shop/contract/admin-transfers';
import type { Database, Executor } from '../../db/client';
import {
  type ProductImage,
  removeProductImages,
  renderProductImage,
  storeProductImage,
} from '../../integrations/images/product-images';
import type { FetchImage } from '../../integrations/images/remote-image';
import { detectImage, IMAGE_LIMITS } from '../../integrations/storage/images';
import type { FileStorage } from '../../integrations/storage/storage';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError } from '../../lib/errors';
import { type AuditService, recorderFor } from '../audit/service';
import type { AppliedRow, CheckedRow, ImportHandler } from '../transfers/service';
import { ITEM_CODE_KEY } from './admin-service';
import { CAFE24_REQUIRED, readCafe24Products } from './cafe24-products';
import type { CategoryIndex, CategoryService } from './categories-service';
import { addOptions, recordMovements } from './ledger';
import * as repo from './repo';
import { searchFieldsOf } from './search-text';
import type { ItemService } from './service';
import { categoryPath } from './sheet-cells';
import {
  describeChanges,
  newImageUrls,
  type SheetLine,
  type SheetProduct,
  type ShopProduct,
  sourceStem,
} from './sheet-product';
import { CATALOG_SHEET_REQUIRED, type ReadProduct, readCatalogSheet } from './sheet-rows';

export interface CatalogSheetDeps {
  db: Database;
  storage: FileStorage;
  items: Pick<ItemService, 'invalidate'>;
  categories: Pick<CategoryService, 'current'>;
  audit: AuditService;
  /** The outside world: reads a product image from the web. */
  fetchImage: FetchImage;
  /** The shop's own address: an exported sheet names the product's images under it. */
  publicUrl: string;
}

/** A product of the dry run, and what the run will write (null when the row has errors). */
export type CheckedProduct = CheckedRow<SheetProduct>;
export type AppliedProduct = AppliedRow;
/** One kind of product import, as the transfers module runs it. */
export type ProductImport = ImportHandler<SheetProduct>;

/** What goes wrong with one row while it is written; the run reports it and goes on. */
const rowError = (message: string) => new HttpError(422, message);

export const sheetMessages = {
  fetchFailed: (url: string) => `이미지를 가져오지 못했습니다: ${url}`,
  tooLarge: (url: string) => `이미지가 5MB보다 큽니다: ${url}`,
  notImage: (url: string) => `JPG, PNG, WebP, GIF 이미지가 아닙니다: ${url}`,
  tooManyImages: (count: number) =>
    `이미지가 ${count}장이 됩니다. 상품 이미지는 ${ITEM_MAX_IMAGES}장까지입니다.`,
} as const;

/**
 * The two product imports (our sheet, `catalog_import`, and Cafe24's product file,
 * `cafe24_products`): both read into the same products, checked against the shop without
 * writing, then written one product at a time by 상품코드.
 */
export function createCatalogSheetImport(deps: CatalogSheetDeps) {
  const { db, storage, items, categories, fetchImage, publicUrl } = deps;
  const recordItem = recorderFor(deps.audit, 'item');
  const contextOf = (index: CategoryIndex) => ({
    publicUrl,
    categoryName: (id: number) => categoryPath(index, id),
  });

  async function shopProducts(executor: Executor, codes: string[]) {
    const rows = await repo.findItemsWithOptionsByCodes(executor, codes);
    return new Map<string, ShopProduct>(rows.map((row) => [row.code ?? '', row]));
  }

  async function check(
    records: SheetLine[],
    read: (records: SheetLine[], index: CategoryIndex) => ReadProduct[],
  ): Promise<CheckedProduct[]> {
    const index = await categories.current();
    const products = read(records, index);
    const shop = await shopProducts(
      db,
      products.flatMap((p) => (p.product ? [p.product.code] : [])),
    );
    return products.map(({ line, key, label, errors, product }) => {
      const row = { line, key, label, errors, changes: [] as string[] };
      if (!product) return { ...row, action: 'error', data: null };
      const current = shop.get(product.code);
      const images = current?.imageUrls ?? [];
      const count = images.length + newImageUrls(product.imageUrls, images, publicUrl).length;
      if (count > ITEM_MAX_IMAGES) {
        return {
          ...row,
          action: 'error',
          errors: [sheetMessages.tooManyImages(count)],
          data: null,
        };
      }
      return { ...row, ...describeChanges(product, current, contextOf(index)), data: product };
    });
  }

  /** Fetches and renders one image outside any transaction; a failure is the row's error. */
  async function prepareImage(url: string): Promise<{ url: string; image: ProductImage }> {
    const fetched = await fetchImage(url).catch(() => {
      throw rowError(sheetMessages.fetchFailed(url));
    });
    if (fetched.bytes.byteLength > IMAGE_LIMITS.maxBytes)
      throw rowError(sheetMessages.tooLarge(url));
    if (!(await detectImage(fetched.bytes))) throw rowError(sheetMessages.notImage(url));
    const image = await renderProductImage(Buffer.from(fetched.bytes)).catch(() => {
      throw rowError(sheetMessages.notImage(url));
    });
    return { url, image };
  }

  async function insertProduct(tx: Executor, data: SheetProduct, actorId: number) {
    const tags = data.tags ?? [];
    const id = await repo.insertItem(tx, {
      code: data.code,
      name: data.name,
      price: data.price,
      description: data.description ?? '',
      hidden: data.hidden,
      tags,
      categoryIds: data.categoryIds ?? [],
      imageUrls: [],
      ...searchFieldsOf(data.name, tags),
    });
    await addOptions(
      tx,
      data.options.map((o, position) => ({
        itemId: id,
        label: o.label,
        colorHex: o.colorHex,
        stock: o.stock ?? 0,
        position,
      })),
      { reason: 'admin_create', actorType: 'admin', actorId },
    );
    return id;
  }

  /** Writes the sheet's fields and options onto a product; stock moves through the ledger. */
  async function updateProduct(
    tx: Executor,
    data: SheetProduct,
    current: ShopProduct,
    stockBefore: Map<number, number>,
    actorId: number,
  ) {
    const tags = data.tags ?? current.tags;
    await repo.updateItem(tx, current.id, {
      name: data.name,
      price: data.price,
      hidden: data.hidden,
      tags,
      categoryIds: data.categoryIds ?? current.categoryIds,
      description: data.description ?? current.description,
      ...searchFieldsOf(data.name, tags),
    });
    const byLabel = new Map(current.options.map((o) => [o.label, o]));
    const moved = [];
    for (const option of data.options) {
      const known = byLabel.get(option.label);
      if (!known) continue;
      if (option.stock !== null && option.stock !== known.stock) {
        await repo.setStock(tx, current.id, known.id, option.stock);
        const delta = option.stock - (stockBefore.get(known.id) ?? 0);
        moved.push({ optionId: known.id, delta, stockAfter: option.stock });
      }
      if (option.colorHex !== known.colorHex) {
        await repo.updateOption(tx, known.id, { colorHex: option.colorHex });
      }
    }
    await recordMovements(tx, { reason: 'admin_import', actorType: 'admin', actorId }, moved);
    const added = data.options.filter((o) => !byLabel.has(o.label));
    await addOptions(
      tx,
      added.map((o, i) => ({
        itemId: current.id,
        label: o.label,
        colorHex: o.colorHex,
        stock: o.stock ?? 0,
        position: current.options.length + i,
      })),
      { reason: 'admin_create', actorType: 'admin', actorId },
    );
  }

  async function apply(data: SheetProduct, actor: { id: number }): Promise<AppliedProduct> {
    const index = await categories.current();
    // A category deleted since the check is dropped rather than written.
    const wanted = {
      ...data,
      categoryIds: data.categoryIds?.filter((id) => index.byId.has(id)) ?? null,
    };
    const before = (await shopProducts(db, [data.code])).get(data.code);
    const fetchNow = newImageUrls(wanted.imageUrls, before?.imageUrls ?? [], publicUrl);
    const count = (before?.imageUrls.length ?? 0) + fetchNow.length;
    if (count > ITEM_MAX_IMAGES) throw rowError(sheetMessages.tooManyImages(count));
    const prepared: { url: string; image: ProductImage }[] = [];
    for (const url of fetchNow) prepared.push(await prepareImage(url));

    const stored: string[] = [];
    try {
      const result = await db.transaction(async (tx): Promise<AppliedProduct> => {
        const locked = await repo.lockItemByCode(tx, data.code);
        const stockBefore = locked ? await repo.lockOptionStocks(tx, locked.id) : new Map();
        const current = locked ? (await shopProducts(tx, [data.code])).get(data.code) : undefined;
        const outcome = describeChanges(wanted, current, contextOf(index));
        if (outcome.action === 'unchanged') return outcome;
        let id: number;
        if (current) {
          id = current.id;
          await updateProduct(tx, wanted, current, stockBefore, actor.id);
        } else {
          id = await insertProduct(tx, wanted, actor.id);
        }
        const images = current?.imageUrls ?? [];
        for (const { url, image } of prepared) {
          if (!newImageUrls([url], images, publicUrl).length) continue;
          stored.push(await storeProductImage(storage, `items/${id}/${sourceStem(url)}`, image));
        }
        if (stored.length) await repo.updateItem(tx, id, { imageUrls: [...images, ...stored] });
        await recordItem(tx, actor.id, current ? 'item.update' : 'item.create', id, {
          source: 'sheet',
          code: data.code,
          changes: outcome.changes,
        });
        return outcome;
      });
      if (result.action !== 'unchanged') items.invalidate();
      return result;
    } catch (error) {
      await removeProductImages(storage, stored);
      if (uniqueViolation(error) === ITEM_CODE_KEY) throw conflict(adminItemMessages.codeTaken);
      throw error;
    }
  }

  const handler = (
    kind: ImportKind,
    requiredColumns: readonly string[],
    read: (records: SheetLine[], index: CategoryIndex) => ReadProduct[],
  ): ProductImport => ({
    kind,
    requiredColumns,
    check: (records) => check(records, read),
    apply,
  });

  return {
    catalogImport: handler('catalog_import', CATALOG_SHEET_REQUIRED, readCatalogSheet),
    cafe24Products: handler('cafe24_products', CAFE24_REQUIRED, readCafe24Products),
  };
}
export type CatalogSheetImport = ReturnType<typeof createCatalogSheetImport>;
