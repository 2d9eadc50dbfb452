import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { itemMessages } from './item-messages';
import { measureTableSchema } from './measurements';

export { itemMessages };

/** Lines such as 소재 → '코튼 100%'; the order of the keys is the order shown. */
export const keyValueMapSchema = z.record(z.string(), z.string());
export type KeyValueMap = z.infer<typeof keyValueMapSchema>;

/** What the card and the page of a product both show. */
const itemFace = {
  name: z.string(),
  price: z.number().int(),
  image_urls: z.array(z.string()),
};

/** A product as `GET /v1/items` lists it (the original storefront's card, kept as it was). */
export const listedItemSchema = z.object({
  id: z.number().int(),
  ...itemFace,
  is_sold_out: z.boolean(),
  /** Set while the item is not on sale yet ('판매 예정' on the card). */
  sale_starts_at: z.string().nullable(),
});
export type ListedItem = z.infer<typeof listedItemSchema>;
export const itemListSchema = z.array(listedItemSchema);

/** What a product card of the search and the wishlist shows: the listed item and its 구매평. */
export const itemSummarySchema = listedItemSchema.extend({
  /** Visible 구매평 and their average rating (one decimal; null without any). */
  review_count: z.number().int(),
  rating: z.number().nullable(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const itemDetailsMenuSchema = z.object({
  details: keyValueMapSchema.optional(),
  fit_sizing: keyValueMapSchema.optional(),
  fabric: keyValueMapSchema.optional(),
});
export type ItemDetailsMenu = z.infer<typeof itemDetailsMenuSchema>;

export const itemDetailSchema = z.object({
  item_id: z.number().int(),
  ...itemFace,
  description: z.string(),
  /** Option label → how many can still be bought (its stock); 0 means sold out. */
  options: z.record(z.string(), z.number().int()),
  /** Option label → its id, for a request that names an option by id (an exchange's). */
  option_ids: z.record(z.string(), z.number().int()),
  item_details_menu: itemDetailsMenuSchema,
  /** When the item opens for sale (ISO); before it the page counts down instead of selling. */
  sale_starts_at: z.string().nullable(),
  /** "1인 N개": units one member may buy across all orders; null = no limit. */
  max_per_member: z.number().int().nullable(),
  /** 실측 사이즈 in cm, per size the product has; null when none is published. */
  measurements: measureTableSchema.nullable(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemIdParamsSchema = z.object({ id: idParamSchema });
