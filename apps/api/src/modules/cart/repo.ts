import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { carts } from '../../db/schema/index';

export type CartRow = typeof carts.$inferSelect;

export function listCartRows(db: Executor, memberId: number): Promise<CartRow[]> {
  return db.select().from(carts).where(eq(carts.memberId, memberId)).orderBy(asc(carts.id));
}

export function findCartRows(db: Executor, memberId: number, ids: number[]): Promise<CartRow[]> {
  return db
    .select()
    .from(carts)
    .where(and(eq(carts.memberId, memberId), inArray(carts.id, ids)));
}

export async function findCartRowByOption(db: Executor, memberId: number, optionId: number) {
  return firstRow(
    db
      .select()
      .from(carts)
      .where(and(eq(carts.memberId, memberId), eq(carts.optionId, optionId))),
  );
}

/**
 * Adds each line's `quantity` to the member's line of that option, creating it if needed, in one
 * statement. Each option at most once in `lines`: one statement cannot update a row twice.
 */
export function addToCart(
  db: Executor,
  lines: { memberId: number; itemId: number; optionId: number; quantity: number }[],
): Promise<CartRow[]> {
  return db
    .insert(carts)
    .values(lines)
    .onConflictDoUpdate({
      target: [carts.memberId, carts.optionId],
      set: { quantity: sql`${carts.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning();
}

export async function updateCartRow(
  db: Executor,
  id: number,
  patch: { optionId: number; quantity: number },
): Promise<void> {
  await db
    .update(carts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(carts.id, id));
}

export async function deleteCartRows(db: Executor, memberId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .delete(carts)
    .where(and(eq(carts.memberId, memberId), inArray(carts.id, ids)))
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
