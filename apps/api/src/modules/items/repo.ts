import { and, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
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
    .where(eq(items.hidden, false))
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

export interface OptionRow {
  optionId: number;
  itemId: number;
  itemName: string;
  price: number;
  label: string;
  stock: number;
  imageUrls: string[];
  /** The item is taken off the shop: it cannot be put in a cart or ordered. */
  hidden: boolean;
}

const optionColumns = {
  optionId: itemOptions.id,
  itemId: items.id,
  itemName: items.name,
  price: items.price,
  label: itemOptions.label,
  stock: itemOptions.stock,
  imageUrls: items.imageUrls,
  hidden: items.hidden,
};

/** Options with their item's name, price and first image, in one query. */
export function findOptionRows(db: Executor, optionIds: number[]): Promise<OptionRow[]> {
  if (optionIds.length === 0) return Promise.resolve([]);
  return db
    .select(optionColumns)
    .from(itemOptions)
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .where(inArray(itemOptions.id, optionIds));
}

export async function findOptionRowByLabel(db: Executor, itemId: number, label: string) {
  const [row] = await db
    .select(optionColumns)
    .from(itemOptions)
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .where(and(eq(itemOptions.itemId, itemId), eq(itemOptions.label, label)));
  return row;
}

/** Takes `quantity` off an option only if that much is left; false when it is not. */
export async function decrementStock(db: Executor, optionId: number, quantity: number) {
  const rows = await db
    .update(itemOptions)
    .set({ stock: sql`${itemOptions.stock} - ${quantity}` })
    .where(and(eq(itemOptions.id, optionId), gte(itemOptions.stock, quantity)))
    .returning({ id: itemOptions.id });
  return rows.length === 1;
}

export async function incrementStock(db: Executor, optionId: number, quantity: number) {
  await db
    .update(itemOptions)
    .set({ stock: sql`${itemOptions.stock} + ${quantity}` })
    .where(eq(itemOptions.id, optionId));
}
