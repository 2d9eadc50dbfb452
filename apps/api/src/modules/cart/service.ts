import type { cartCreateRequestSchema, cartUpdateRequestSchema } from '@shop/contract/cart';
import { type CartEntry, cartMessages } from '@shop/contract/cart';
import { itemMessages } from '@shop/contract/items';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import {
  assertOnSale,
  assertWithinLimits,
  type ItemService,
  type OptionInfo,
} from '../catalog/service';
import * as repo from './repo';

type CreateInput = z.output<typeof cartCreateRequestSchema>;
type UpdateInput = z.output<typeof cartUpdateRequestSchema>;

const unprocessable = (field: string, msg: string) =>
  new HttpError(422, [{ loc: ['body', field], msg, type: 'value_error' }]);

function toEntry(row: repo.CartRow, option: OptionInfo): CartEntry {
  return {
    cart_id: row.id,
    item: { item_id: option.itemId, item_name: option.itemName, image_urls: option.imageUrls },
    quantity: row.quantity,
    options: option.label,
    unit_price: option.price,
    total_price: option.price * row.quantity,
    max_quantity: option.stock,
  };
}

/** 409 unless `quantity` of the option can be bought. */
function assertStock(option: OptionInfo, quantity: number) {
  if (option.hidden) throw conflict(itemMessages.hidden);
  if (option.stock === 0) throw conflict(cartMessages.soldOut(option.label));
  if (quantity > option.stock) throw conflict(cartMessages.maxQuantity(option.stock));
}

/**
 * 409 when the item is not on sale yet, or when its units in the cart (every option) and what the
 * member already holds or bought exceed its "1인 N개". Run after the cart line is written.
 */
async function assertDropRules(executor: Executor, memberId: number, option: OptionInfo) {
  assertOnSale(option);
  if (option.maxPerMember === null) return;
  const quantity = await repo.itemQuantity(executor, memberId, option.itemId);
  await assertWithinLimits(executor, memberId, [{ ...option, quantity }]);
}

export function createCartService({ db, items }: { db: Database; items: ItemService }) {
  /** The member's cart lines with their items' current names, prices, images and stock. */
  async function list(memberId: number): Promise<CartEntry[]> {
    const rows = await repo.listCartRows(db, memberId);
    const options = new Map(
      (await items.findOptions(rows.map((r) => r.optionId))).map((o) => [o.optionId, o]),
    );
    return rows.flatMap((row) => {
      const option = options.get(row.optionId);
      return option ? [toEntry(row, option)] : [];
    });
  }

  return {
    list,

    /** Adds options of one item; an option already in the cart adds to its quantity. */
    async add(memberId: number, input: CreateInput): Promise<CartEntry[]> {
      const wanted = new Map<string, number>();
      for (const line of input.options) {
        wanted.set(line.color_size, (wanted.get(line.color_size) ?? 0) + line.quantity);
      }
      await db.transaction(async (tx) => {
        const found = await items.findOptionsByLabels(input.item_id, [...wanted.keys()], tx);
        const byLabel = new Map(found.map((o) => [o.label, o]));
        const lines = [...wanted].map(([label, quantity]) => {
          const option = byLabel.get(label);
          if (!option) throw notFound(cartMessages.unknownOption(label));
          return { option, quantity };
        });
        const rows = await repo.addToCart(
          tx,
          lines.map(({ option, quantity }) => ({
            memberId,
            itemId: input.item_id,
            optionId: option.optionId,
            quantity,
          })),
        );
        const inCart = new Map(rows.map((r) => [r.optionId, r.quantity]));
        for (const { option } of lines) assertStock(option, inCart.get(option.optionId) ?? 0);
        // Every line is of the same item: its sale start and per-member limit are checked once.
        await assertDropRules(tx, memberId, lines[0]!.option);
      });
      return list(memberId);
    },

    /** Changes a line's option and quantity (1 … stock); moving onto a line in the cart merges. */
    async update(memberId: number, cartId: number, input: UpdateInput): Promise<CartEntry[]> {
      await db.transaction(async (tx) => {
        const [row] = await repo.findCartRows(tx, memberId, [cartId]);
        if (!row) throw notFound(cartMessages.entryNotFound);
        const option = await items.findOptionByLabel(row.itemId, input.options, tx);
        if (!option) throw unprocessable('options', cartMessages.unknownOption(input.options));
        const other = await repo.findCartRowByOption(tx, memberId, option.optionId);
        const quantity =
          other && other.id !== row.id ? other.quantity + input.quantity : input.quantity;
        assertStock(option, quantity);
        if (other && other.id !== row.id) {
          await repo.updateCartRow(tx, other.id, { optionId: option.optionId, quantity });
          await repo.deleteCartRows(tx, memberId, [row.id]);
        } else {
          await repo.updateCartRow(tx, row.id, { optionId: option.optionId, quantity });
        }
        await assertDropRules(tx, memberId, option);
      });
      return list(memberId);
    },

    /** Deletes the member's lines among `cartIds`; 404 when none of them is the member's. */
    async remove(memberId: number, cartIds: number[]): Promise<void> {
      const deleted = await repo.deleteCartRows(db, memberId, cartIds);
      if (deleted.length === 0) throw notFound(cartMessages.entryNotFound);
    },

    /** The member's lines among `cartIds` (for an order started from the cart). */
    findLines: (memberId: number, cartIds: number[], executor: Executor = db) =>
      repo.findCartRows(executor, memberId, cartIds),

    /** Empties the lines an order was made of, in the paying transaction. */
    async removeOrdered(executor: Executor, memberId: number, cartIds: number[]): Promise<void> {
      await repo.deleteCartRows(executor, memberId, cartIds);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
