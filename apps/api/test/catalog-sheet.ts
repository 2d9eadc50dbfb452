import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { createMember } from '../src/db/factories';
import { categories } from '../src/db/schema/index';
import type { FetchImage } from '../src/integrations/images/remote-image';
import { createLocalStorage } from '../src/integrations/storage/local';
import { createAuditService } from '../src/modules/audit/service';
import { createCategoryService } from '../src/modules/catalog/categories-service';
import { createCatalogSheetExport } from '../src/modules/catalog/sheet-export-service';
import { createCatalogSheetImport } from '../src/modules/catalog/sheet-import-service';
import type { SheetLine, SheetProduct } from '../src/modules/catalog/sheet-product';
import type { ImportHandler } from '../src/modules/transfers/import-handler';
import { adminTestApp } from './admin';

export const SHOP_URL = 'http://shop.test';

/** A small photo-like PNG, as the fake image host serves it. */
export const fixtureImage = () =>
  sharp({ create: { width: 40, height: 50, channels: 3, background: '#8a6d4b' } })
    .png()
    .toBuffer();

/** Records as the transfers module reads them: the header is line 1, the first record line 2. */
export function recordsOf(rows: Record<string, string | number>[]): SheetLine[] {
  return rows.map((row, index) => ({
    line: index + 2,
    cells: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)])),
  }));
}

/** A CSV file's records (UTF-8, its BOM dropped). */
export function csvRecords(text: string): SheetLine[] {
  const rows = parse(text, { bom: true, columns: true, trim: true }) as Record<string, string>[];
  return recordsOf(rows);
}

/**
 * The test app, an admin, the shop's categories 아우터 > 코트, 상의 > 니트, 상의 > 셔츠, 하의 and
 * 액세서리, and the catalog's sheet import and export over a fake image host: every address
 * serves `fixtureImage()` except those with 'broken' in them; `fetched` lists each request.
 */
export function sheetTestApp() {
  const t = adminTestApp();
  const fetched: string[] = [];
  let dir = '';
  const state = {} as {
    adminId: number;
    sheet: ReturnType<typeof createCatalogSheetImport>;
    exporter: ReturnType<typeof createCatalogSheetExport>;
    categoryIds: Record<string, number>;
  };
  beforeAll(async () => {
    const db = t.database.db;
    dir = await mkdtemp(path.join(tmpdir(), 'sheet-images-'));
    const image = await fixtureImage();
    const fetchImage: FetchImage = async (url) => {
      fetched.push(url);
      if (url.includes('broken')) throw new Error('404');
      return { bytes: image, contentType: 'image/png' };
    };
    const audit = createAuditService({ db });
    const categoryService = createCategoryService({ db, cacheTtlMs: 0, audit, onChange() {} });
    const insert = async (name: string, slug: string, parentId: number | null = null) => {
      const [row] = await db
        .insert(categories)
        .values({ name, slug, parentId })
        .returning({ id: categories.id });
      return row!.id;
    };
    const outer = await insert('아우터', 'sheet-outer');
    const top = await insert('상의', 'sheet-top');
    state.categoryIds = {
      아우터: outer,
      코트: await insert('코트', 'sheet-coat', outer),
      상의: top,
      니트: await insert('니트', 'sheet-knit', top),
      셔츠: await insert('셔츠', 'sheet-shirt', top),
      하의: await insert('하의', 'sheet-bottom'),
      액세서리: await insert('액세서리', 'sheet-acc'),
    };
    state.adminId = (await createMember(db, { role: 'admin' })).id;
    const deps = {
      db,
      storage: createLocalStorage(dir),
      items: { invalidate() {} },
      categories: categoryService,
      audit,
      fetchImage,
      publicUrl: SHOP_URL,
    };
    state.sheet = createCatalogSheetImport(deps);
    // The transfers module runs both as its import handlers.
    const handlers: ImportHandler<SheetProduct>[] = [
      state.sheet.catalogImport,
      state.sheet.cafe24Products,
    ];
    expect(handlers.map((h) => h.kind)).toEqual(['catalog_import', 'cafe24_products']);
    state.exporter = createCatalogSheetExport(deps);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    t,
    fetched,
    get adminId() {
      return state.adminId;
    },
    get sheet() {
      return state.sheet;
    },
    get exporter() {
      return state.exporter;
    },
    get categoryIds() {
      return state.categoryIds;
    },
    get storageDir() {
      return dir;
    },
  };
}
