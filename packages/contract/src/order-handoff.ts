import { z } from 'zod';
import { idSchema } from './input-rules';

/** One line handed to /order by 바로 구매. */
export const itemOrderLine = z.object({
  item_id: idSchema,
  option: z.string(),
  quantity: z.number().int().positive(),
  unit_price: z.number().int().nonnegative(),
  item_name: z.string(),
  image_url: z.string(),
});
export type ItemOrderLine = z.infer<typeof itemOrderLine>;

/**
 * The route state /order starts from: one product's lines from 바로 구매, or the cart rows the
 * shopper selected. Route state survives reloads and history, so the order page parses it
 * rather than trusting it.
 */
export const orderHandoff = z.discriminatedUnion('type', [
  z.object({ type: z.literal('item'), lines: z.array(itemOrderLine).min(1) }),
  z.object({ type: z.literal('cart'), cart_ids: z.array(idSchema).min(1) }),
]);
export type OrderHandoff = z.infer<typeof orderHandoff>;
export type ItemOrderState = Extract<OrderHandoff, { type: 'item' }>;
