import { itemMessages } from '@shop/contract/items';
import { WISHLIST_MAX, type Wishlist, wishlistMessages } from '@shop/contract/wishlist';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { ItemService } from '../catalog/service';
import * as repo from './repo';
import { listedWishes } from './wishes';

export function createWishlistService({
  db,
  items,
}: {
  db: Database;
  items: Pick<ItemService, 'findCards'>;
}) {
  async function list(memberId: number): Promise<Wishlist> {
    const rows = await repo.listWishes(db, memberId);
    const wishes = listedWishes(rows, await items.findCards(rows.map((r) => r.itemId)));
    return { items: wishes, count: wishes.length };
  }

  return {
    list,

    /** The ids of the wished products on the shop, newest first. */
    async ids(memberId: number): Promise<number[]> {
      return (await list(memberId)).items.map((wish) => wish.id);
    },

    /**
     * Wishes a product on the shop (404 otherwise); wishing it again changes nothing. 409 past
     * WISHLIST_MAX wishes still on the shop.
     */
    async add(memberId: number, itemId: number): Promise<void> {
      const [card] = await items.findCards([itemId]);
      if (!card) throw notFound(itemMessages.notFound);
      // Counted and written under the member's wishlist lock: wishes sent at once stop at the cap.
      await db.transaction(async (tx) => {
        await repo.lockWishlist(tx, memberId);
        const shown = await repo.countShownWishes(tx, memberId, itemId);
        if (shown.count >= WISHLIST_MAX && !shown.has) throw conflict(wishlistMessages.full);
        await repo.addWish(tx, memberId, itemId);
      });
    },

    /** Forgets the wish; nothing to forget is fine too. */
    remove: (memberId: number, itemId: number) => repo.removeWish(db, memberId, itemId),
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
