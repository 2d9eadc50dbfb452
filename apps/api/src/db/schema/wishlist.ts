import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { createdAt, identityId, ownerId } from './columns';
import { members } from './members';

/** A product a member keeps an eye on (관심상품); once per member and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: identityId(),
    memberId: ownerId('member_id', () => members.id),
    itemId: ownerId('item_id', () => items.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlist_items_member_item_key').on(t.memberId, t.itemId),
    // A product's deletion removes its wishes through this index.
    index('wishlist_items_item_idx').on(t.itemId),
  ],
);
