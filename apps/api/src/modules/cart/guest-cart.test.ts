import { cartListSchema, cartMergeResponseSchema, cartMessages } from '@shop/contract/cart';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { shopper, stockedItem } from '../../../test/shop';
import { createItem, createMember } from '../../db/factories';
import { GUEST_CART_COOKIE } from '../../lib/guest-cart-cookie';

const t = useTestApp();

type Line = { color_size: string; quantity: number };

/** The guest cart cookie a response set, as a request header's value. */
function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie']].flat().join('\n');
  const match = new RegExp(`${GUEST_CART_COOKIE}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no ${GUEST_CART_COOKIE} cookie in: ${header}`);
  return `${GUEST_CART_COOKIE}=${match[1]}`;
}

const withCookie = (cookie: string | undefined) => (cookie ? { cookie } : undefined);

const add = (itemId: number, options: Line[], who: { cookie?: string; token?: string } = {}) =>
  call(t.app, 'POST', '/v1/cart/create', {
    body: { item_id: itemId, options },
    ...(who.token && { token: who.token }),
    ...(withCookie(who.cookie) && { headers: withCookie(who.cookie) }),
  });

const list = async (who: { cookie?: string; token?: string }) =>
  cartListSchema.parse(
    (
      await call(t.app, 'GET', '/v1/cart', {
        ...(who.token && { token: who.token }),
        ...(withCookie(who.cookie) && { headers: withCookie(who.cookie) }),
      })
    ).body,
  );

const merge = (token: string, cookie: string | undefined) =>
  call(t.app, 'POST', '/v1/cart/merge', {
    token,
    ...(withCookie(cookie) && { headers: withCookie(cookie) }),
  });

describe('guest cart', () => {
  it('opens on the first line with an httpOnly cookie and follows that cookie only', async () => {
    const item = await stockedItem(t.database.db, { S: 5, M: 5 }, 30_000);
    expect(await list({})).toEqual([]);

    const first = await add(item.id, [{ color_size: 'S', quantity: 2 }]);
    expect(first.status).toBe(201);
    const setCookie = String([first.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/v1/);
    const cookie = cookieOf(first);

    const again = await add(item.id, [{ color_size: 'S', quantity: 1 }], { cookie });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await list({ cookie })).map((l) => [l.options, l.quantity, l.total_price])).toEqual([
      ['S', 3, 90_000],
    ]);
    // Another browser, or a made-up cookie, sees nothing of it.
    expect(await list({ cookie: `${GUEST_CART_COOKIE}=made-up-value-1234567890` })).toEqual([]);
  });

  it('changes and deletes its own lines by the same rules as a member, and no one else’s', async () => {
    const item = await stockedItem(t.database.db, { S: 3, M: 1 });
    const cookie = cookieOf(await add(item.id, [{ color_size: 'S', quantity: 1 }]));
    const [line] = await list({ cookie });

    const tooMany = await call(t.app, 'PUT', `/v1/cart/update/${line!.cart_id}`, {
      body: { options: 'S', quantity: 4 },
      headers: { cookie },
    });
    expect(tooMany).toMatchObject({ status: 409, body: { detail: cartMessages.maxQuantity(3) } });
    const moved = await call(t.app, 'PUT', `/v1/cart/update/${line!.cart_id}`, {
      body: { options: 'M', quantity: 1 },
      headers: { cookie },
    });
    expect(moved.status).toBe(200);

    const member = await shopper(t.app, t.database.db);
    const memberLine = (
      await add(item.id, [{ color_size: 'S', quantity: 1 }], { token: member.token })
    ).body[0];
    const notHers = await call(t.app, 'DELETE', '/v1/cart/delete', {
      body: { cart_id: memberLine.cart_id },
      headers: { cookie },
    });
    expect(notHers.status).toBe(404);
    const noCart = await call(t.app, 'DELETE', '/v1/cart/delete', {
      body: { cart_id: line!.cart_id },
    });
    expect(noCart.status).toBe(404);
    const own = await call(t.app, 'DELETE', '/v1/cart/delete', {
      body: { cart_id: line!.cart_id },
      headers: { cookie },
    });
    expect(own.status).toBe(204);
    expect(await list({ cookie })).toEqual([]);
    expect(await list({ token: member.token })).toHaveLength(1);
  });

  it('refuses a product limited per member: its limit needs a member', async () => {
    const limited = await createItem(t.database.db, { options: { FREE: 10 }, maxPerMember: 1 });
    const refused = await add(limited.id, [{ color_size: 'FREE', quantity: 1 }]);
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: cartMessages.limitedNeedsSignIn },
    });
  });
});

describe('moving the guest cart into the member’s on sign-in', () => {
  it('adds quantities up to the stock, says what it capped or left, and deletes the guest cart', async () => {
    const item = await stockedItem(t.database.db, { S: 3, M: 5, L: 2 });
    const member = await shopper(t.app, t.database.db);
    await add(item.id, [{ color_size: 'S', quantity: 1 }], { token: member.token });

    const cookie = cookieOf(
      await add(item.id, [
        { color_size: 'S', quantity: 3 },
        { color_size: 'M', quantity: 2 },
        { color_size: 'L', quantity: 1 },
      ]),
    );
    // L sells out between the guest's visit and the sign-in.
    const admin = await createMember(t.database.db, { role: 'admin' });
    const [large] = await t.app.services.items.findOptionsByLabels(item.id, ['L']);
    await t.app.services.admin.catalog.setStock(admin.id, item.id, large!.optionId, 0);

    const merged = await merge(member.token, cookie);
    expect(merged.status).toBe(200);
    const body = cartMergeResponseSchema.parse(merged.body);
    expect(body.items.map((l) => [l.options, l.quantity])).toEqual([
      ['S', 3],
      ['M', 2],
    ]);
    expect(body.adjusted).toEqual([
      { item_name: item.name, options: 'S', wanted: 4, kept: 3 },
      { item_name: item.name, options: 'L', wanted: 1, kept: 0 },
    ]);
    expect(String([merged.headers['set-cookie']].flat()[0])).toMatch(
      new RegExp(`${GUEST_CART_COOKIE}=;`),
    );
    expect(await list({ cookie })).toEqual([]);

    // Signing in again with the old cookie moves nothing twice.
    const again = cartMergeResponseSchema.parse((await merge(member.token, cookie)).body);
    expect(again.adjusted).toEqual([]);
    expect(again.items.map((l) => l.quantity)).toEqual([3, 2]);
  });

  it('moves the cart once when two sign-ins of one browser merge at the same time', async () => {
    const item = await stockedItem(t.database.db, { S: 10 });
    const member = await shopper(t.app, t.database.db);
    const cookie = cookieOf(await add(item.id, [{ color_size: 'S', quantity: 2 }]));

    const results = await Promise.all([merge(member.token, cookie), merge(member.token, cookie)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await list({ token: member.token })).map((l) => l.quantity)).toEqual([2]);
  });

  it('needs a signed-in member, and without a guest cart answers the member’s cart', async () => {
    expect((await call(t.app, 'POST', '/v1/cart/merge')).status).toBe(401);
    const member = await shopper(t.app, t.database.db);
    const merged = await merge(member.token, undefined);
    expect(merged).toMatchObject({ status: 200, body: { items: [], adjusted: [] } });
  });
});
