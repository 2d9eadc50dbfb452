import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteBatch, firstRow, updateById } from '../../db/rows';
import { carts, guestCarts } from '../../db/schema/index';

export type CartRow = typeof carts.$inferSelect;

/** Whose cart: a member's, or a browser's that has not signed in. */
export type CartOwner = { memberId: number } | { guestCartId: number };

const ownedBy = (owner: CartOwner) =>
  'memberId' in owner
    ? eq(carts.memberId, owner.memberId)
    : eq(carts.guestCartId, owner.guestCartId);

/** The owner as the member/guest-cart column pair that carts, checkouts and orders all carry. */
export const ownerColumns = (owner: CartOwner) =>
  'memberId' in owner
    ? { memberId: owner.memberId, guestCartId: null }
    : { memberId: null, guestCartId: owner.guestCartId };

export function listCartRows(db: Executor, owner: CartOwner): Promise<CartRow[]> {
  return db.select().from(carts).where(ownedBy(owner)).orderBy(asc(carts.id));
}

export function findCartRows(db: Executor, owner: CartOwner, ids: number[]): Promise<CartRow[]> {
  return db
    .select()
    .from(carts)
    .where(and(ownedBy(owner), inArray(carts.id, ids)));
}

export async function findCartRowByOption(db: Executor, owner: CartOwner, optionId: number) {
  return firstRow(
    db
      .select()
      .from(carts)
      .where(and(ownedBy(owner), eq(carts.optionId, optionId))),
  );
}

/**
 * Adds each line's `quantity` to the owner's line of that option, creating it if needed, in one
 * statement. Each option at most once in `lines`: one statement cannot update a row twice.
 */
export function addToCart(
  db: Executor,
  owner: CartOwner,
  lines: { itemId: number; optionId: number; quantity: number }[],
): Promise<CartRow[]> {
  return db
    .insert(carts)
    .values(lines.map((line) => ({ ...line, ...ownerColumns(owner) })))
    .onConflictDoUpdate({
      target:
        'memberId' in owner
          ? [carts.memberId, carts.optionId]
          : [carts.guestCartId, carts.optionId],
      set: { quantity: sql`${carts.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning();
}

export async function updateCartRow(
  db: Executor,
  id: number,
  patch: { optionId: number; quantity: number },
): Promise<void> {
  await updateById(db, carts, id, patch);
}

export async function deleteCartRows(db: Executor, owner: CartOwner, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .delete(carts)
    .where(and(ownedBy(owner), inArray(carts.id, ids)))
    .returning({ id: carts.id });
}

/** Units of an item (all its options) in the member's cart. */
export async function itemQuantity(db: Executor, memberId: number, itemId: number) {
  const [row] = await db
    .select({ quantity: sql<number>`coalesce(sum(${carts.quantity}), 0)::int` })
    .from(carts)
    .where(and(eq(carts.memberId, memberId), eq(carts.itemId, itemId)));
  return row?.quantity ?? 0;
}

export async function createGuestCart(db: Executor, tokenHash: string): Promise<number> {
  const [row] = await db.insert(guestCarts).values({ tokenHash }).returning({ id: guestCarts.id });
  return row!.id;
}

/** A day: how stale a guest cart's last use may be read before it is written again. */
const TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The guest cart of a cookie's hash, locked when `lock` (merging it). Its last use is written at
 * most once a day, so the badge's reads on every page do not each write a row.
 */
export async function useGuestCart(
  db: Executor,
  tokenHash: string,
  { lock = false } = {},
): Promise<number | undefined> {
  const query = db
    .select({ id: guestCarts.id, lastUsedAt: guestCarts.lastUsedAt })
    .from(guestCarts)
    .where(eq(guestCarts.tokenHash, tokenHash));
  const row = await firstRow(lock ? query.for('update') : query);
  if (!row) return undefined;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(guestCarts).set({ lastUsedAt: new Date() }).where(eq(guestCarts.id, row.id));
  }
  return row.id;
}

export async function deleteGuestCart(db: Executor, id: number): Promise<void> {
  await db.delete(guestCarts).where(eq(guestCarts.id, id));
}

/** Deletes up to `limit` guest carts (and their lines) not used since `before`; answers how many. */
export function deleteGuestCartsUnusedSince(db: Executor, before: Date, limit: number) {
  const unused = lt(guestCarts.lastUsedAt, before);
  return deleteBatch(db, guestCarts, guestCarts.id, unused, limit);
}
