import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { itemOptions, items } from '../../db/schema/index';

// Drizzle writes a lone table's columns unqualified ("id"), which inside a subquery over
// item_options would mean o.id: the outer item's id is named in full instead.
const OUTER_ITEM_ID = sql.raw('"items"."id"');

/** One query for the whole list: only what a product card needs, sold-out worked out in SQL. */
export function listItemCards(db: Executor) {
  return db
    .select({
      id: items.id,
      name: items.name,
      price: items.price,
      imageUrls: items.imageUrls,
      isSoldOut: sql<boolean>`not exists (
        select 1 from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID} and o.stock > 0)`,
    })
    .from(items)
    .orderBy(desc(items.createdAt), desc(items.id));
}

/** One query for a product page: the item and its options as [label, stock] pairs in order. */
export async function findItemWithOptions(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(items),
      options: sql<[string, number][]>`coalesce((
        select json_agg(json_build_array(o.label, o.stock) order by o.position, o.id)
        from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID}), '[]'::json)`,
    })
    .from(items)
    .where(eq(items.id, id));
  return row;
}
