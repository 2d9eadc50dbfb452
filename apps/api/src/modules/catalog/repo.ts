import type { MeasureTemplate } from '@shop/contract/measure-rules';
import { PAID_ORDER_STATUSES } from '@shop/contract/order-states';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, foundOne, insertRow, updateById } from '../../db/rows';
import {
  categories,
  itemOptions,
  items,
  orderLines,
  orders,
  stockMovements,
} from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';
import { intArray, type WordMatch, wordsMatch } from './search-repo';
import { optionAttributes } from './search-text';

// Drizzle writes a lone table's columns unqualified ("id"), which inside a subquery over
// item_options would mean o.id: the outer item's id is named in full instead.
const OUTER_ITEM_ID = sql.raw('"items"."id"');
const OUTER_PARENT_ID = sql.raw('"categories"."parent_id"');

/** What a product card and a back-office row both show of an item. */
const cardColumns = {
  id: items.id,
  name: items.name,
  price: items.price,
  imageUrls: items.imageUrls,
  saleStartsAt: items.saleStartsAt,
};

/** A product card on the shop: sold-out worked out in SQL. */
const shopCardColumns = {
  ...cardColumns,
  reviewCount: items.reviewCount,
  ratingSum: items.ratingSum,
  isSoldOut: sql<boolean>`not exists (
    select 1 from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID} and o.stock > 0)`,
};

/** One query for the whole list: only what a product card needs, sold-out worked out in SQL. */
export function listItemCards(db: Executor) {
  return db
    .select(shopCardColumns)
    .from(items)
    .where(eq(items.hidden, false))
    .orderBy(desc(items.createdAt), desc(items.id));
}

/** The cards of the products among `ids` that are on the shop (not hidden), in no set order. */
export function findItemCards(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(shopCardColumns)
    .from(items)
    .where(and(eq(items.hidden, false), inArray(items.id, ids)));
}

export interface SheetOptionRow {
  id: number;
  label: string;
  color: string | null;
  colorHex: string | null;
  size: string | null;
  stock: number;
}

const optionsJson = sql<SheetOptionRow[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'label', o.label, 'color', o.color,
    'colorHex', o.color_hex, 'size', o.size, 'stock', o.stock) order by o.position, o.id)
  from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID}), '[]'::json)`;

/** One query for a product page: the item and its options as [label, stock, id] in order. */
export async function findItemWithOptions(db: Executor, id: number) {
  return firstRow(
    db
      .select({
        ...getTableColumns(items),
        options: sql<[string, number, number][]>`coalesce((
        select json_agg(json_build_array(o.label, o.stock, o.id) order by o.position, o.id)
        from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID}), '[]'::json)`,
      })
      .from(items)
      .where(eq(items.id, id)),
  );
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
  /** Before this time the item cannot be put in a cart or ordered. */
  saleStartsAt: Date | null;
  /** Units one member may hold or have bought across all orders; null = no limit. */
  maxPerMember: number | null;
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
  saleStartsAt: items.saleStartsAt,
  maxPerMember: items.maxPerMember,
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
  return firstRow(
    db
      .select(optionColumns)
      .from(itemOptions)
      .innerJoin(items, eq(items.id, itemOptions.itemId))
      .where(and(eq(itemOptions.itemId, itemId), eq(itemOptions.label, label))),
  );
}

/** The item's options among `labels`, in one query (a label it lacks is simply absent). */
export function findOptionRowsByLabels(
  db: Executor,
  itemId: number,
  labels: string[],
): Promise<OptionRow[]> {
  if (labels.length === 0) return Promise.resolve([]);
  return db
    .select(optionColumns)
    .from(itemOptions)
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .where(and(eq(itemOptions.itemId, itemId), inArray(itemOptions.label, labels)));
}

/** Takes `quantity` off an option only if that much is left: the stock after, or undefined. */
export async function decrementStock(db: Executor, optionId: number, quantity: number) {
  const [row] = await db
    .update(itemOptions)
    .set({ stock: sql`${itemOptions.stock} - ${quantity}` })
    .where(and(eq(itemOptions.id, optionId), gte(itemOptions.stock, quantity)))
    .returning({ stock: itemOptions.stock });
  return row?.stock;
}

/** Puts `quantity` back on an option: the stock after, or undefined when there is no option. */
export async function incrementStock(db: Executor, optionId: number, quantity: number) {
  const [row] = await db
    .update(itemOptions)
    .set({ stock: sql`${itemOptions.stock} + ${quantity}` })
    .where(eq(itemOptions.id, optionId))
    .returning({ stock: itemOptions.stock });
  return row?.stock;
}

export type StockMovementInsert = typeof stockMovements.$inferInsert;

export async function insertMovements(db: Executor, values: StockMovementInsert[]) {
  if (values.length) await db.insert(stockMovements).values(values);
}

/** Options whose stock differs from the sum of their movements (none when the ledger holds). */
export function stockMismatches(db: Executor) {
  return db
    .select({
      optionId: itemOptions.id,
      stock: itemOptions.stock,
      ledger: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int`,
    })
    .from(itemOptions)
    .leftJoin(stockMovements, eq(stockMovements.optionId, itemOptions.id))
    .groupBy(itemOptions.id, itemOptions.stock)
    .having(sql`${itemOptions.stock} <> coalesce(sum(${stockMovements.delta}), 0)`)
    .orderBy(asc(itemOptions.id));
}

/**
 * Ledger rows that took an option down to zero units (a counter: the ledger only grows), and the
 * options at zero on products in the shop now.
 */
export async function soldOutFigures(db: Executor) {
  const [events] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.stockAfter, 0), lt(stockMovements.delta, 0)));
  const [now] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemOptions)
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .where(and(eq(itemOptions.stock, 0), eq(items.hidden, false)));
  return { soldOut: events?.n ?? 0, optionsSoldOut: now?.n ?? 0 };
}

/** Every stock movement of an item's options, newest first. */
export function listMovements(db: Executor, itemId: number) {
  return db
    .select({
      id: stockMovements.id,
      optionId: stockMovements.optionId,
      label: itemOptions.label,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      orderNumber: orders.merchantId,
      actorType: stockMovements.actorType,
      actorId: stockMovements.actorId,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(itemOptions, eq(itemOptions.id, stockMovements.optionId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(eq(itemOptions.itemId, itemId))
    .orderBy(desc(stockMovements.id));
}

/** The item's options' stock, locked until the transaction ends (no sale slips in between). */
export async function lockOptionStocks(db: Executor, itemId: number) {
  const rows = await db
    .select({ id: itemOptions.id, stock: itemOptions.stock })
    .from(itemOptions)
    .where(eq(itemOptions.itemId, itemId))
    .orderBy(asc(itemOptions.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.stock]));
}

export type ItemRow = typeof items.$inferSelect;
export type ItemOptionRow = typeof itemOptions.$inferSelect;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

export interface ItemFilter {
  q: string;
  /** The words as the shop's search reads them; null when there are none. */
  words: WordMatch[][] | null;
  visibility: 'all' | 'visible' | 'hidden';
  /** null = any category; [] = none (an unknown category). */
  categoryIds: number[] | null;
}

function where({ q, words, visibility, categoryIds }: ItemFilter): SQL | undefined {
  const search = q
    ? or(
        ilike(items.name, likePattern(q)),
        words ? wordsMatch(words) : undefined,
        /^\d{1,9}$/.test(q) ? eq(items.id, Number(q)) : undefined,
        ilike(items.code, likePattern(q)),
      )
    : undefined;
  const shown = visibility === 'all' ? undefined : eq(items.hidden, visibility === 'hidden');
  const listed =
    categoryIds === null
      ? undefined
      : categoryIds.length
        ? sql`${items.categoryIds} && ${intArray(categoryIds)}`
        : sql`false`;
  return and(search, shown, listed);
}

/** A page of items, newest first, with their options' counts and stock worked out in SQL. */
export function listItems(db: Executor, filter: ItemFilter, page: RowWindow) {
  return db
    .select({
      ...cardColumns,
      code: items.code,
      hidden: items.hidden,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
      optionCount: sql<number>`(select count(*)::int from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID})`,
      totalStock: sql<number>`(select coalesce(sum(o.stock), 0)::int from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID})`,
      minStock: sql<number>`(select coalesce(min(o.stock), 0)::int from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID})`,
    })
    .from(items)
    .where(where(filter))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countItems(db: Executor, filter: ItemFilter): Promise<number> {
  return countOf(db.select(countColumn).from(items).where(where(filter)));
}

/** The 실측 template the first of `categoryIds` that has one gives (its own, or its parent's). */
export async function measureTemplateOf(
  db: Executor,
  categoryIds: number[],
): Promise<MeasureTemplate | null> {
  if (categoryIds.length === 0) return null;
  const rows = await db
    .select({
      id: categories.id,
      template: sql<MeasureTemplate | null>`coalesce(${categories.measureTemplate},
        (select p.measure_template from ${categories} p where p.id = ${OUTER_PARENT_ID}))`,
    })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  for (const id of categoryIds) {
    const template = rows.find((r) => r.id === id)?.template;
    if (template) return template;
  }
  return null;
}

/** The 실측 tables of `ids` with the sizes their options have. */
export function findMeasurements(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: items.id, measurements: items.measurements, sizes: items.sizes })
    .from(items)
    .where(inArray(items.id, ids));
}

export async function findItem(db: Executor, id: number) {
  return firstRow(db.select().from(items).where(eq(items.id, id)));
}

/** The item of a 상품코드, if any. */
export async function findItemByCode(db: Executor, code: string) {
  return firstRow(db.select().from(items).where(eq(items.code, code)));
}

/** The item of a 상품코드, locked until the transaction ends. */
export async function lockItemByCode(db: Executor, code: string) {
  return firstRow(db.select().from(items).where(eq(items.code, code)).for('update'));
}

/** The items of these 상품코드 with their options in display order, in one query. */
export function findItemsWithOptionsByCodes(db: Executor, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ ...getTableColumns(items), options: optionsJson })
    .from(items)
    .where(inArray(items.code, codes));
}

/** Every item with its options, oldest first (the product sheet's export). */
export function listItemsWithOptions(db: Executor) {
  return db
    .select({ ...getTableColumns(items), options: optionsJson })
    .from(items)
    .orderBy(asc(items.id));
}

/** The item row, locked until the transaction ends (one edit of a product at a time). */
export async function lockItem(db: Executor, id: number) {
  return firstRow(db.select().from(items).where(eq(items.id, id)).for('update'));
}

/** The item's options in display order, with how many units of each orders hold. */
export function listOptions(db: Executor, itemId: number) {
  return db
    .select({
      id: itemOptions.id,
      label: itemOptions.label,
      stock: itemOptions.stock,
      position: itemOptions.position,
      orderedQuantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.option_id = ${sql.raw('"item_options"."id"')})`,
    })
    .from(itemOptions)
    .where(eq(itemOptions.itemId, itemId))
    .orderBy(asc(itemOptions.position), asc(itemOptions.id));
}

export async function insertItem(db: Executor, values: typeof items.$inferInsert) {
  return insertRow(db, items, values);
}

export async function updateItem(
  db: Executor,
  id: number,
  patch: Partial<typeof items.$inferInsert>,
) {
  await updateById(db, items, id, patch);
}

export async function insertOptions(db: Executor, values: (typeof itemOptions.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db
    .insert(itemOptions)
    .values(values.map((v) => ({ ...optionAttributes(v.label), ...v })))
    .returning({ id: itemOptions.id, stock: itemOptions.stock });
}

export async function updateOption(
  db: Executor,
  id: number,
  patch: Partial<Pick<ItemOptionRow, 'label' | 'stock' | 'position' | 'colorHex'>>,
) {
  // A new label brings its palette swatch, unless the patch names a swatch of its own.
  const attributes = patch.label === undefined ? {} : optionAttributes(patch.label);
  await db
    .update(itemOptions)
    .set({ ...attributes, ...patch })
    .where(eq(itemOptions.id, id));
}

export async function deleteOptions(db: Executor, ids: number[]) {
  if (ids.length) await db.delete(itemOptions).where(inArray(itemOptions.id, ids));
}

/** The values among `values` that some order line holds in `column`, each once. */
async function heldByOrderLines<T extends number | string>(
  db: Executor,
  column: typeof orderLines.optionId | typeof orderLines.imageUrl,
  values: T[],
): Promise<T[]> {
  if (values.length === 0) return [];
  const rows = await db.select({ value: column }).from(orderLines).where(inArray(column, values));
  return [...new Set(rows.flatMap((r) => (r.value === null ? [] : [r.value as T])))];
}

/** Options among `ids` that order lines point to (they cannot be deleted). */
export const optionsInOrders = (db: Executor, ids: number[]) =>
  heldByOrderLines(db, orderLines.optionId, ids);

/** Sets an option's stock; false when the option is not the item's. */
export async function setStock(db: Executor, itemId: number, optionId: number, stock: number) {
  return foundOne(
    db
      .update(itemOptions)
      .set({ stock })
      .where(and(eq(itemOptions.id, optionId), eq(itemOptions.itemId, itemId)))
      .returning({ id: itemOptions.id }),
  );
}

/** Image URLs among `urls` that order lines show. */
export const imagesInOrders = (db: Executor, urls: string[]) =>
  heldByOrderLines(db, orderLines.imageUrl, urls);

/** Every product on the shop (not hidden), oldest first: the sitemap's and feeds' list. */
export function listListedItems(db: Executor) {
  return db
    .select({ id: items.id, updatedAt: items.updatedAt })
    .from(items)
    .where(eq(items.hidden, false))
    .orderBy(asc(items.id));
}

/** How many products and when the latest of them changed: where every list version starts. */
const countAndLatest = {
  n: sql<number>`count(*)::int`,
  latest: sql<string | null>`max(${items.updatedAt})::text`,
};
const countAndLatestText = (row?: { n: number; latest: string | null }) =>
  `${row?.n ?? 0}@${row?.latest ?? ''}`;

/** How many products are on the shop and when the latest changed: a list built from them is stale when this moves. */
export async function listedItemsVersion(db: Executor): Promise<string> {
  const [row] = await db.select(countAndLatest).from(items).where(eq(items.hidden, false));
  return countAndLatestText(row);
}

/** Every product, hidden ones too, with its options in their order: what the feeds are built from. */
export function listFeedItems(db: Executor) {
  return db
    .select({
      id: items.id,
      name: items.name,
      price: items.price,
      description: items.description,
      imageUrls: items.imageUrls,
      hidden: items.hidden,
      saleStartsAt: items.saleStartsAt,
      updatedAt: items.updatedAt,
      /** The "원산지" line of the fabric facts, where the product has one. */
      origin: sql<string | null>`${items.fabric}->>'원산지'`,
      options: sql<{ id: number; label: string; stock: number }[]>`coalesce((
        select json_agg(json_build_object('id', o.id, 'label', o.label, 'stock', o.stock)
          order by o.position, o.id)
        from ${itemOptions} o where o.item_id = ${OUTER_ITEM_ID}), '[]'::json)`,
    })
    .from(items)
    .orderBy(asc(items.id));
}

/**
 * Moves when anything a feed shows changes: a product added, edited, hidden or deleted, or an
 * option selling out or coming back (the sum of the ids of the options in stock).
 */
export async function feedItemsVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      ...countAndLatest,
      inStock: sql<string>`(select coalesce(sum(o.id), 0)::text from ${itemOptions} o where o.stock > 0)`,
    })
    .from(items);
  return `${countAndLatestText(row)}#${row?.inStock ?? '0'}`;
}

/**
 * Units of each of `itemIds` the member holds or has bought: lines of orders placed, shipped or
 * delivered (less what was refunded) and of unpaid orders whose stock is held; `exceptOrderId`
 * left out (the order being paid).
 */
export async function unitsHeldOrBought(
  db: Executor,
  memberId: number,
  itemIds: number[],
  exceptOrderId: number | null,
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: orderLines.itemId,
      units: sql<number>`coalesce(sum(${orderLines.quantity} - ${orderLines.refundedQuantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        inArray(orderLines.itemId, itemIds),
        or(
          inArray(orders.status, [...PAID_ORDER_STATUSES, 'AWAITING_DEPOSIT']),
          and(eq(orders.status, 'PAYMENT_PENDING'), eq(orders.holdsStock, true)),
        ),
        exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .groupBy(orderLines.itemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

/**
 * Waits for, then holds until the transaction ends, the lock of one member's purchases of one
 * item: two payments of the same member and item count and hold one after the other.
 */
export async function lockMemberItem(db: Executor, memberId: number, itemId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${memberId}::int, ${itemId}::int)`);
}
