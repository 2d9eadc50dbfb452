import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, firstRow, insertRow, rowsOf, updateById } from '../../db/rows';
import { categories, items } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;

/** Every category, top ones and children alike, in display order. */
export function listCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

/** How many products list each category (directly), in one query. */
export async function productCounts(db: Executor): Promise<Map<number, number>> {
  const rows = rowsOf<{ id: number; n: number }>(
    await db.execute(
      sql`select c.id, count(*)::int as n from ${items} i, unnest(i.category_ids) c(id) group by c.id`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

export async function countProductsIn(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(sql`${items.categoryIds} @> array[${id}::int]`);
  return row?.n ?? 0;
}

export function findCategory(db: Executor, id: number) {
  return firstRow(db.select().from(categories).where(eq(categories.id, id)));
}

export function findBySlug(db: Executor, slug: string) {
  return firstRow(db.select().from(categories).where(eq(categories.slug, slug)));
}

/** The next free position among the children of `parentId` (top categories for null). */
export async function nextPosition(db: Executor, parentId: number | null) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return row?.n ?? 0;
}

export function insertCategory(db: Executor, values: typeof categories.$inferInsert) {
  return insertRow(db, categories, values);
}

export async function updateCategory(
  db: Executor,
  id: number,
  patch: Partial<Pick<CategoryRow, 'name' | 'slug' | 'hidden' | 'position' | 'measureTemplate'>>,
) {
  await updateById(db, categories, id, patch);
}

export async function deleteCategory(db: Executor, id: number) {
  await deleteById(db, categories, id);
}

export async function countChildren(db: Executor, id: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(and(eq(categories.parentId, id)));
  return row?.n ?? 0;
}
