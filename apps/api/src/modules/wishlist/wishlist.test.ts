import { itemMessages } from '@shop/contract/items';
import { WISHLIST_MAX, wishlistMessages, wishlistSchema } from '@shop/contract/wishlist';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import { shopper, stockedItem } from '../../../test/shop';
import { items, wishlistItems } from '../../db/schema/index';

const t = useTestApp();

const wish = (token: string, itemId: number | string) =>
  call(t.app, 'PUT', `/v1/wishlist/${itemId}`, { token });
const unwish = (token: string, itemId: number | string) =>
  call(t.app, 'DELETE', `/v1/wishlist/${itemId}`, { token });
const wishlist = async (token: string) =>
  wishlistSchema.parse((await call(t.app, 'GET', '/v1/wishlist', { token })).body);
const wishedIds = async (token: string) =>
  (await call(t.app, 'GET', '/v1/wishlist/ids', { token })).body.item_ids as number[];

describe('wishlist', () => {
  it('answers 401 to a guest on every route', async () => {
    const item = await stockedItem(t.database.db, { FREE: 1 });
    for (const [method, path] of [
      ['GET', '/v1/wishlist'],
      ['GET', '/v1/wishlist/ids'],
      ['PUT', `/v1/wishlist/${item.id}`],
      ['DELETE', `/v1/wishlist/${item.id}`],
    ] as const) {
      expect((await call(t.app, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lists wished products newest first with their card fields; adding twice keeps one', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const older = await stockedItem(t.database.db, { S: 0, M: 0 }, 45_000);
    const newer = await stockedItem(t.database.db, { FREE: 3 });
    expect((await wish(token, older.id)).status).toBe(204);
    expect((await wish(token, newer.id)).status).toBe(204);
    expect((await wish(token, older.id)).status).toBe(204);

    const list = await wishlist(token);
    expect(list.count).toBe(2);
    expect(list.items.map((w) => w.id)).toEqual([newer.id, older.id]);
    expect(list.items[1]).toMatchObject({
      id: older.id,
      name: older.name,
      price: 45_000,
      image_urls: older.imageUrls,
      is_sold_out: true,
      sale_starts_at: null,
    });
    expect(Number.isNaN(Date.parse(list.items[0]!.wished_at))).toBe(false);
    expect(await wishedIds(token)).toEqual([newer.id, older.id]);
  });

  it('removes idempotently, and only the member’s own wish', async () => {
    const owner = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 1 });
    await wish(owner.token, item.id);
    await wish(other.token, item.id);
    expect((await unwish(owner.token, item.id)).status).toBe(204);
    expect((await unwish(owner.token, item.id)).status).toBe(204);
    expect((await wishlist(owner.token)).count).toBe(0);
    expect(await wishedIds(other.token)).toEqual([item.id]);
  });

  it('keeps one row when the same product is added twice at once', async () => {
    const { token, member } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 1 });
    const answers = await Promise.all([wish(token, item.id), wish(token, item.id)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('leaves hidden and deleted products out of the list and its count; adding one is 404', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const db = t.database.db;
    const kept = await stockedItem(db, { FREE: 1 });
    const hidden = await stockedItem(db, { FREE: 1 });
    const deleted = await stockedItem(db, { FREE: 1 });
    for (const item of [kept, hidden, deleted]) await wish(token, item.id);
    expect((await wishlist(token)).count).toBe(3);

    await db.update(items).set({ hidden: true }).where(eq(items.id, hidden.id));
    await db.delete(items).where(eq(items.id, deleted.id));
    const list = await wishlist(token);
    expect(list.items.map((w) => w.id)).toEqual([kept.id]);
    expect(list.count).toBe(1);
    expect(await wishedIds(token)).toEqual([kept.id]);

    const refused = await wish(token, hidden.id);
    expect(refused).toMatchObject({ status: 404, body: { detail: itemMessages.notFound } });
    expect((await wish(token, deleted.id)).status).toBe(404);
    expect((await wish(token, 2_000_000)).status).toBe(404);
    // Shown again, the hidden product comes back with its wish.
    await db.update(items).set({ hidden: false }).where(eq(items.id, hidden.id));
    expect((await wishlist(token)).count).toBe(2);
  });

  it('refuses an id that is not one with 422', async () => {
    const { token } = await shopper(t.app, t.database.db);
    expect((await wish(token, 'abc')).status).toBe(422);
    expect((await unwish(token, 0)).status).toBe(422);
  });

  it(`refuses a wish past ${WISHLIST_MAX} products on the shop`, async () => {
    const { token, member } = await shopper(t.app, t.database.db);
    const db = t.database.db;
    const many = [];
    for (let i = 0; i < WISHLIST_MAX; i += 1) many.push(await stockedItem(db, { FREE: 1 }));
    await db
      .insert(wishlistItems)
      .values(many.map((item) => ({ memberId: member.id, itemId: item.id })));
    const extra = await stockedItem(db, { FREE: 1 });
    const refused = await wish(token, extra.id);
    expect(refused).toMatchObject({ status: 409, body: { detail: wishlistMessages.full } });
    expect((await wish(token, many[0]!.id)).status).toBe(204);
    await db.update(items).set({ hidden: true }).where(eq(items.id, many[0]!.id));
    expect((await wish(token, extra.id)).status).toBe(204);
  });

  it(`stops at ${WISHLIST_MAX} when the last free places are wished at once`, async () => {
    const { token, member } = await shopper(t.app, t.database.db);
    const db = t.database.db;
    const held = [];
    for (let i = 0; i < WISHLIST_MAX - 1; i += 1) held.push(await stockedItem(db, { FREE: 1 }));
    await db
      .insert(wishlistItems)
      .values(held.map((item) => ({ memberId: member.id, itemId: item.id })));
    const racing = [];
    for (let i = 0; i < 4; i += 1) racing.push(await stockedItem(db, { FREE: 1 }));
    const answers = await Promise.all(racing.map((item) => wish(token, item.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409, 409, 409]);
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.memberId, member.id));
    expect(rows).toHaveLength(WISHLIST_MAX);
  });
});
