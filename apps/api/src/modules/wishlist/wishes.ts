import type { ItemSummary } from '@shop/contract/items';
import type { WishlistEntry } from '@shop/contract/wishlist';
import type { WishRow } from './repo';

/**
 * The wishes whose product is on the shop, in the wishes' order, each with its current card:
 * a product hidden or gone has no card and leaves the list (and its count).
 */
export function listedWishes(rows: WishRow[], cards: ItemSummary[]): WishlistEntry[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = byId.get(row.itemId);
    return card ? [{ ...card, wished_at: row.createdAt.toISOString() }] : [];
  });
}
