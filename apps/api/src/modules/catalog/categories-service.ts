import {
  type AdminCategoryList,
  type AdminCategoryRequest,
  adminCategoryMessages,
} from '@shop/contract/admin-categories';
import type { CategoryTree } from '@shop/contract/search';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { createJsonCache } from '../../lib/json-cache';
import { type AuditService, recorderFor } from '../audit/service';
import * as repo from './categories-repo';
import { normalizeWords } from './search-text';

export type CategoryRow = repo.CategoryRow;

const invalid = (loc: (string | number)[], msg: string) =>
  new HttpError(422, [{ loc: ['body', ...loc], msg, type: 'value_error' }]);

/** The tree as read once: every category, and each one's subtree (itself and its children). */
export interface CategoryIndex {
  all: CategoryRow[];
  byId: Map<number, CategoryRow>;
  /** Ids a filter on the category covers: itself and its children. */
  subtree(id: number): number[];
  /** Shown on the shop: not hidden, and under a parent that is not hidden either. */
  visible(row: CategoryRow): boolean;
}

function indexOf(all: CategoryRow[]): CategoryIndex {
  const byId = new Map(all.map((c) => [c.id, c]));
  const children = new Map<number, number[]>();
  for (const c of all) {
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const visible = (row: CategoryRow) => {
    if (row.hidden) return false;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return !parent?.hidden;
  };
  return { all, byId, subtree: (id) => [id, ...(children.get(id) ?? [])], visible };
}

/** Visible categories whose name holds one of the terms (normalized), with their subtrees. */
export function matchCategories(index: CategoryIndex, terms: string[]) {
  const rows = index.all.filter(
    (c) =>
      index.visible(c) && terms.some((t) => normalizeWords(c.name).includes(t) || c.slug === t),
  );
  return { rows, ids: [...new Set(rows.flatMap((c) => index.subtree(c.id)))] };
}

/** The category tree: the shop's visible tree (cached), its look-ups, and its back office. */
export function createCategoryService({
  db,
  cacheTtlMs,
  audit,
  onChange,
}: {
  db: Database;
  cacheTtlMs: number;
  audit: AuditService;
  /** Told after every write (the catalog's cached answers depend on the tree). */
  onChange: () => void;
}) {
  const cache = createJsonCache(cacheTtlMs);
  let loaded: { at: number; index: Promise<CategoryIndex> } | undefined;
  const record = recorderFor(audit, 'category');

  /** The tree, read at most once per cache period. */
  function current(): Promise<CategoryIndex> {
    const now = Date.now();
    if (!loaded || cacheTtlMs <= 0 || now - loaded.at >= cacheTtlMs) {
      const index = repo.listCategories(db).then(indexOf);
      loaded = { at: now, index };
      index.catch(() => {
        loaded = undefined;
      });
    }
    return loaded.index;
  }

  function changed() {
    loaded = undefined;
    cache.clear();
    onChange();
  }

  async function tree(): Promise<CategoryTree> {
    const index = await current();
    const shown = index.all.filter(index.visible);
    return shown
      .filter((c) => c.parentId === null)
      .map((top) => ({
        id: top.id,
        name: top.name,
        slug: top.slug,
        children: shown
          .filter((c) => c.parentId === top.id)
          .map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
      }));
  }

  /** Ids of the categories `ref` (id or slug) covers; empty when it is unknown or hidden. */
  async function resolve(refs: string[], read?: CategoryIndex): Promise<number[]> {
    const index = read ?? (await current());
    const ids = new Set<number>();
    for (const ref of refs) {
      const row = /^\d+$/.test(ref)
        ? index.byId.get(Number(ref))
        : index.all.find((c) => c.slug === ref);
      if (row && index.visible(row)) for (const id of index.subtree(row.id)) ids.add(id);
    }
    return [...ids];
  }

  async function checkIds(ids: number[], executor: Executor = db) {
    const all = await repo.listCategories(executor);
    const known = new Set(all.map((c) => c.id));
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalid(['category_ids', unknown], adminCategoryMessages.notFound);
  }

  async function adminList(): Promise<AdminCategoryList> {
    const [all, counts] = await Promise.all([repo.listCategories(db), repo.productCounts(db)]);
    const row = (c: CategoryRow) => ({
      category_id: c.id,
      parent_id: c.parentId,
      name: c.name,
      slug: c.slug,
      position: c.position,
      is_hidden: c.hidden,
      measure_template: c.measureTemplate,
      product_count: counts.get(c.id) ?? 0,
    });
    return {
      categories: all
        .filter((c) => c.parentId === null)
        .map((top) => ({
          ...row(top),
          children: all.filter((c) => c.parentId === top.id).map(row),
        })),
    };
  }

  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    changed();
    return result;
  }

  async function slugFree(tx: Executor, slug: string, except?: number) {
    const taken = await repo.findBySlug(tx, slug);
    if (taken && taken.id !== except) throw invalid(['slug'], adminCategoryMessages.slugTaken);
  }

  return {
    current,
    resolve,
    checkIds,
    tree,
    treeJson: async () =>
      (await cache.get('tree', async () => JSON.stringify(await tree()))) as string,
    adminList,

    async create(adminId: number, input: AdminCategoryRequest & { parent_id: number | null }) {
      await write(async (tx) => {
        await slugFree(tx, input.slug);
        if (input.parent_id !== null) {
          const parent = await repo.findCategory(tx, input.parent_id);
          if (!parent) throw invalid(['parent_id'], adminCategoryMessages.notFound);
          if (parent.parentId !== null) {
            throw invalid(['parent_id'], adminCategoryMessages.twoLevelsOnly);
          }
        }
        const id = await repo.insertCategory(tx, {
          name: input.name,
          slug: input.slug,
          parentId: input.parent_id,
          hidden: input.is_hidden,
          measureTemplate: input.measure_template ?? null,
          position: await repo.nextPosition(tx, input.parent_id),
        });
        await record(tx, adminId, 'category.create', id, { name: input.name, slug: input.slug });
      });
      return adminList();
    },

    /** Renames, changes the slug of, hides or shows a category. */
    async update(adminId: number, id: number, input: AdminCategoryRequest) {
      await write(async (tx) => {
        const before = await repo.findCategory(tx, id);
        if (!before) throw notFound(adminCategoryMessages.notFound);
        await slugFree(tx, input.slug, id);
        await repo.updateCategory(tx, id, {
          name: input.name,
          slug: input.slug,
          hidden: input.is_hidden,
          ...(input.measure_template !== undefined && { measureTemplate: input.measure_template }),
        });
        await record(tx, adminId, 'category.update', id, {
          name: { from: before.name, to: input.name },
          slug: { from: before.slug, to: input.slug },
          hidden: { from: before.hidden, to: input.is_hidden },
        });
      });
      return adminList();
    },

    /** Puts the siblings listed in that order (all children of one parent, or all top ones). */
    async reorder(adminId: number, parentId: number | null, ids: number[]) {
      await write(async (tx) => {
        const all = await repo.listCategories(tx);
        const siblings = all.filter((c) => c.parentId === parentId).map((c) => c.id);
        const same =
          ids.length === siblings.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => siblings.includes(id));
        if (!same) throw invalid(['category_ids'], adminCategoryMessages.reorderMismatch);
        for (const [position, id] of ids.entries()) await repo.updateCategory(tx, id, { position });
        await record(tx, adminId, 'category.reorder', parentId ?? 0, { order: ids });
      });
      return adminList();
    },

    /** Deletes a category that lists no products and has no children. */
    async remove(adminId: number, id: number) {
      await write(async (tx) => {
        const row = await repo.findCategory(tx, id);
        if (!row) throw notFound(adminCategoryMessages.notFound);
        if ((await repo.countChildren(tx, id)) > 0) {
          throw conflict(adminCategoryMessages.hasChildren);
        }
        const products = await repo.countProductsIn(tx, id);
        if (products > 0) throw conflict(adminCategoryMessages.notEmpty(products));
        await repo.deleteCategory(tx, id);
        await record(tx, adminId, 'category.delete', id, { name: row.name, slug: row.slug });
      });
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
