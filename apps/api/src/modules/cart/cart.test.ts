import { cartListSchema, cartMessages } from '@shop/contract/cart';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { shopper, stockedItem } from '../../../test/shop';

const t = useTestApp();

const add = (token: string, itemId: number, options: { color_size: string; quantity: number }[]) =>
  call(t.app, 'POST', '/v1/cart/create', { token, body: { item_id: itemId, options } });

describe('cart', () => {
  it('adds options, adding the same option again adds to its quantity', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { S: 5, M: 5 }, 45_000);
    const first = await add(token, item.id, [
      { color_size: 'S', quantity: 1 },
      { color_size: 'M', quantity: 2 },
    ]);
    expect(first.status).toBe(201);
    await add(token, item.id, [{ color_size: 'S', quantity: 2 }]);
    const list = cartListSchema.parse((await call(t.app, 'GET', '/v1/cart', { token })).body);
    expect(list.map((e) => [e.options, e.quantity, e.total_price, e.max_quantity])).toEqual([
      ['S', 3, 135_000, 5],
      ['M', 2, 90_000, 5],
    ]);
    expect(list[0]?.item).toEqual({
      item_id: item.id,
      item_name: item.name,
      image_urls: item.imageUrls,
    });
  });

  it('refuses unknown and sold-out options and more than the stock, keeping nothing half-added', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { S: 2, M: 0 });
    expect((await add(token, item.id, [{ color_size: 'XL', quantity: 1 }])).status).toBe(404);
    const soldOut = await add(token, item.id, [{ color_size: 'M', quantity: 1 }]);
    expect(soldOut).toMatchObject({ status: 409, body: { detail: cartMessages.soldOut('M') } });
    const tooMany = await add(token, item.id, [
      { color_size: 'S', quantity: 1 },
      { color_size: 'S', quantity: 2 },
    ]);
    expect(tooMany).toMatchObject({ status: 409, body: { detail: cartMessages.maxQuantity(2) } });
    expect((await call(t.app, 'GET', '/v1/cart', { token })).body).toEqual([]);
    const none = await add(token, item.id, []);
    expect(none.status).toBe(422);
    expect(none.body.detail[0].msg).toBe(cartMessages.selectOption);
    expect((await add(token, item.id, [{ color_size: 'S', quantity: 0 }])).status).toBe(422);
  });

  it('updates quantity (1 … stock) and option, merging onto a line already there', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { S: 4, M: 6 });
    const [s, m] = (
      await add(token, item.id, [
        { color_size: 'S', quantity: 1 },
        { color_size: 'M', quantity: 2 },
      ])
    ).body;
    const put = (id: number, body: object) =>
      call(t.app, 'PUT', `/v1/cart/update/${id}`, { token, body });
    expect((await put(s.cart_id, { options: 'S', quantity: 4 })).body[0].quantity).toBe(4);
    const over = await put(s.cart_id, { options: 'S', quantity: 5 });
    expect(over).toMatchObject({ status: 409, body: { detail: cartMessages.maxQuantity(4) } });
    expect((await put(s.cart_id, { options: 'S', quantity: 0 })).status).toBe(422);
    expect((await put(s.cart_id, { options: 'XL', quantity: 1 })).status).toBe(422);
    const merged = await put(s.cart_id, { options: 'M', quantity: 3 });
    expect(
      merged.body.map((e: { cart_id: number; options: string; quantity: number }) => [
        e.cart_id,
        e.options,
        e.quantity,
      ]),
    ).toEqual([[m.cart_id, 'M', 5]]);
  });

  it('deletes one or several lines, only the member’s own', async () => {
    const owner = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { S: 9, M: 9, L: 9 });
    const lines = (
      await add(owner.token, item.id, [
        { color_size: 'S', quantity: 1 },
        { color_size: 'M', quantity: 1 },
        { color_size: 'L', quantity: 1 },
      ])
    ).body;
    const del = (token: string, cart_id: number | number[]) =>
      call(t.app, 'DELETE', '/v1/cart/delete', { token, body: { cart_id } });
    expect((await del(other.token, lines[0].cart_id)).status).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/v1/cart/update/${lines[0].cart_id}`, {
          token: other.token,
          body: { options: 'S', quantity: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await del(owner.token, lines[0].cart_id)).status).toBe(204);
    expect((await del(owner.token, [lines[1].cart_id, lines[2].cart_id])).status).toBe(204);
    expect((await call(t.app, 'GET', '/v1/cart', { token: owner.token })).body).toEqual([]);
  });

  it('refuses a bad or expired token rather than treating its caller as a guest', async () => {
    for (const [method, url] of [
      ['GET', '/v1/cart'],
      ['POST', '/v1/cart/create'],
      ['PUT', '/v1/cart/update/1'],
      ['DELETE', '/v1/cart/delete'],
    ] as const) {
      const response = await call(t.app, method, url, { body: {}, token: 'not-a-token' });
      expect(response.status).toBe(401);
    }
  });
});
