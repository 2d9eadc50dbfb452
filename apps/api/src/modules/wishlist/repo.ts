import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items, wishlistItems } from '../../db/schema/index';

export interface WishRow {
  itemId: number;
  createdAt: Date;
}

/** The member's wishes, newest first (the later row first when two share a time). */
export function listWishes(db: Executor, memberId: number): Promise<WishRow[]> {
  return db
    .select({ itemId: wishlistItems.itemId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.memberId, memberId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

/** Adds the wish unless the member already has it; one row however many callers race. */
export async function addWish(db: Executor, memberId: number, itemId: number): Promise<void> {
  await db.insert(wishlistItems).values({ memberId, itemId }).onConflictDoNothing();
}

export async function removeWish(db: Executor, memberId: number, itemId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.memberId, memberId), eq(wishlistItems.itemId, itemId)));
}

/**
 * Holds the member's wishlist until the transaction ends, so that two wishes at once are counted
 * one after the other. A one-key advisory lock of its own range: the high half names the
 * wishlist, the low half the member.
 */
export async function lockWishlist(db: Executor, memberId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock((hashtext('wishlist')::bigint << 32) | ${memberId}::bigint)`,
  );
}

/** The member's wishes of products still on the shop, and whether `itemId` is one of them. */
export async function countShownWishes(db: Executor, memberId: number, itemId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      has: sql<boolean>`coalesce(bool_or(${wishlistItems.itemId} = ${itemId}), false)`,
    })
    .from(wishlistItems)
    .innerJoin(items, eq(items.id, wishlistItems.itemId))
    .where(and(eq(wishlistItems.memberId, memberId), eq(items.hidden, false)));
  return { count: row?.count ?? 0, has: row?.has ?? false };
}
