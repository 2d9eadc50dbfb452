import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { itemSummarySchema } from './items';

import { WISHLIST_MAX, wishlistMessages } from './wishlist-messages';

export { WISHLIST_MAX, wishlistMessages };

export const wishlistItemParamsSchema = z.object({ item_id: idParamSchema });

/** A wished product: the product card's fields and when it was wished. */
export const wishlistEntrySchema = z.object({
  ...itemSummarySchema.shape,
  wished_at: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** The member's wished products on the shop, newest first; `count` is the number of rows. */
export const wishlistSchema = z.object({
  items: z.array(wishlistEntrySchema),
  count: z.number().int(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** The ids of the member's wished products on the shop, for the hearts of a page. */
export const wishlistIdsSchema = z.object({ item_ids: z.array(z.number().int()) });
export type WishlistIds = z.infer<typeof wishlistIdsSchema>;
