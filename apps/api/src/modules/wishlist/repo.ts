import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wishlistItems } from '../../db/schema/index';

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
