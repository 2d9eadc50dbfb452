import { z } from 'zod';
import { cartMessages } from './cart-messages';
import { idParamSchema, idSchema } from './input-rules';

export { cartMessages };

const quantity = z
  .number({ error: cartMessages.quantityMin })
  .int()
  .min(1, cartMessages.quantityMin);

export const cartCreateRequestSchema = z.object({
  item_id: idSchema,
  options: z
    .array(z.object({ color_size: z.string().min(1), quantity }))
    .min(1, cartMessages.selectOption),
});
export type CartCreateRequest = z.input<typeof cartCreateRequestSchema>;

export const cartUpdateRequestSchema = z.object({
  /** The option label; another option of the same item changes the line's option. */
  options: z.string().min(1),
  quantity,
});
export type CartUpdateRequest = z.input<typeof cartUpdateRequestSchema>;

const cartIds = z.union([idSchema, z.array(idSchema).min(1)]);
export const cartDeleteRequestSchema = z.object({ cart_id: cartIds });
export type CartDeleteRequest = z.input<typeof cartDeleteRequestSchema>;

export const cartIdParamsSchema = z.object({ id: idParamSchema });

export const cartEntrySchema = z.object({
  cart_id: z.number().int(),
  item: z.object({
    item_id: z.number().int(),
    item_name: z.string(),
    image_urls: z.array(z.string()),
  }),
  quantity: z.number().int(),
  /** The option label, e.g. '오트밀 / M'. */
  options: z.string(),
  unit_price: z.number().int(),
  total_price: z.number().int(),
  /** How many of this option can be bought now (its stock): the quantity popup's bound. */
  max_quantity: z.number().int(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;
export const cartListSchema = z.array(cartEntrySchema);

/** A line of the browser's cart that did not move in full into the member's cart. */
export const cartMergeAdjustmentSchema = z.object({
  item_name: z.string(),
  options: z.string(),
  /** Units the member's line would have held with every guest unit added. */
  wanted: z.number().int(),
  /** Units it holds now (0: the option could not be put in a cart at all). */
  kept: z.number().int(),
});
export type CartMergeAdjustment = z.infer<typeof cartMergeAdjustmentSchema>;

export const cartMergeResponseSchema = z.object({
  items: cartListSchema,
  adjusted: z.array(cartMergeAdjustmentSchema),
});
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;
