import { dropMessages, formatSeoulOpening } from '@shop/contract/drops';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import {
  approveInWindow,
  confirmPayment,
  itemStart,
  payInWindow,
  placeItemOrder,
  recipient,
  shopper,
} from '../../../test/shop';
import { createItem } from '../../db/factories';
import { itemOptions, items, orders, payments } from '../../db/schema/index';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

/** A limited item (10 units of 'FREE' unless told) opening at `saleStartsAt`. */
const dropItem = (values: { saleStartsAt?: Date | null; maxPerMember?: number | null }) =>
  createItem(t.database.db, { options: { FREE: 10 }, ...values });

/** Pays for `quantity` units through the payment window: the confirm call's answer. */
async function buy(token: string, itemId: number, quantity: number) {
  const order = await placeItemOrder(t.app, token, itemId, { FREE: quantity });
  return { order, paid: await payInWindow(t.app, order) };
}

const startOrder = (token: string, itemId: number, quantity: number) =>
  call(t.app, 'POST', '/v1/orders/start', { token, body: itemStart(itemId, { FREE: quantity }) });

/** 409 with the limit's message. */
const overLimit = (name: string, max: number, already: number) => ({
  status: 409,
  body: { detail: dropMessages.limitReached(name, max, already) },
});

const addToCart = (token: string, itemId: number, quantity: number) =>
  call(t.app, 'POST', '/v1/cart/create', {
    token,
    body: { item_id: itemId, options: [{ color_size: 'FREE', quantity }] },
  });

describe('sale start', () => {
  it('refuses cart, order start and order done before it; sells once it has passed', async () => {
    const opens = new Date(Date.now() + 3 * HOUR);
    const item = await dropItem({ saleStartsAt: opens });
    const { token } = await shopper(t.app, t.database.db);
    const refusal = dropMessages.notOnSale(item.name, formatSeoulOpening(opens.toISOString()));

    const page = await call(t.app, 'GET', `/v1/items/${item.id}`);
    expect(page.body).toMatchObject({
      sale_starts_at: opens.toISOString(),
      max_per_member: null,
    });
    const card = (await call(t.app, 'GET', '/v1/items')).body.find(
      (c: { id: number }) => c.id === item.id,
    );
    expect(card.sale_starts_at).toBe(opens.toISOString());

    const cart = await addToCart(token, item.id, 1);
    expect(cart).toMatchObject({ status: 409, body: { detail: refusal } });
    const start = await startOrder(token, item.id, 1);
    expect(start).toMatchObject({ status: 409, body: { detail: refusal } });

    // Started while open, then the back office moves the opening later: done is refused.
    await t.database.db.update(items).set({ saleStartsAt: null }).where(eq(items.id, item.id));
    const started = await startOrder(token, item.id, 1);
    expect(started.status).toBe(200);
    await t.database.db.update(items).set({ saleStartsAt: opens }).where(eq(items.id, item.id));
    t.app.services.items.invalidate();
    const done = await call(t.app, 'POST', '/v1/orders/done', {
      token,
      body: {
        ...recipient,
        merchant_id: started.body.merchant_id,
        total_price: started.body.total_price,
      },
    });
    expect(done).toMatchObject({ status: 409, body: { detail: refusal } });

    await t.database.db
      .update(items)
      .set({ saleStartsAt: new Date(Date.now() - 1000) })
      .where(eq(items.id, item.id));
    t.app.services.items.invalidate();
    expect((await addToCart(token, item.id, 1)).status).toBe(201);
    expect((await call(t.app, 'GET', `/v1/items/${item.id}`)).body.sale_starts_at).toBeNull();
  });

  it('is set by the back office in Seoul time, with the per-member limit', async () => {
    const boss = await admin(t.app, t.database.db);
    const form = (drop: { sale_starts_at: string; max_per_member: number }) => ({
      name: '한정 니트',
      price: 59_000,
      options: [{ label: 'FREE', stock: 5 }],
      ...drop,
    });
    const created = await call(t.app, 'POST', '/v1/admin/items', {
      token: boss.token,
      body: form({ sale_starts_at: '2099-12-01T20:00:00+09:00', max_per_member: 2 }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sale_starts_at: '2099-12-01T11:00:00.000Z',
      max_per_member: 2,
    });
    const shown = await call(t.app, 'GET', `/v1/items/${created.body.item_id}`);
    expect(shown.body).toMatchObject({
      sale_starts_at: '2099-12-01T11:00:00.000Z',
      max_per_member: 2,
    });

    const bad = await call(t.app, 'PUT', `/v1/admin/items/${created.body.item_id}`, {
      token: boss.token,
      body: form({ sale_starts_at: '12월 1일', max_per_member: 0 }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: { msg: string }) => d.msg).sort()).toEqual(
      [dropMessages.maxPerMemberInvalid, dropMessages.saleStartsInvalid].sort(),
    );
  });
});

describe('per-member limit', () => {
  it('counts every order that holds or bought units, not cancelled ones', async () => {
    const item = await dropItem({ maxPerMember: 2 });
    const { token } = await shopper(t.app, t.database.db);
    const first = await buy(token, item.id, 1);
    expect(first.paid.status).toBe(200);

    const overCart = await addToCart(token, item.id, 2);
    expect(overCart).toMatchObject(overLimit(item.name, 2, 1));
    expect((await addToCart(token, item.id, 1)).status).toBe(201);
    const cart = await call(t.app, 'GET', '/v1/cart', { token });
    const changed = await call(t.app, 'PUT', `/v1/cart/update/${cart.body[0].cart_id}`, {
      token,
      body: { options: 'FREE', quantity: 2 },
    });
    expect(changed).toMatchObject(overLimit(item.name, 2, 1));

    const tooMany = await startOrder(token, item.id, 2);
    expect(tooMany).toMatchObject(overLimit(item.name, 2, 1));
    // Somebody else is not limited by this member's orders.
    const other = await shopper(t.app, t.database.db);
    expect((await buy(other.token, item.id, 2)).paid.status).toBe(200);

    const second = await buy(token, item.id, 1);
    expect(second.paid.status).toBe(200);
    const third = await startOrder(token, item.id, 1);
    expect(third).toMatchObject(overLimit(item.name, 2, 2));

    const cancelled = await call(t.app, 'POST', `/v1/orders/${second.order.orderId}/cancel`, {
      token,
    });
    expect(cancelled.body.order_status).toBe('ORDER_CANCELLED');
    const again = await startOrder(token, item.id, 1);
    expect(again.status).toBe(200);
  });

  it('is checked again at payment: orders placed while nothing was held cannot all be paid', async () => {
    const item = await dropItem({ maxPerMember: 1 });
    const { token } = await shopper(t.app, t.database.db);
    // Two sheets filled in before either is paid: both pass the order page's check.
    const a = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    const b = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    const paidA = await payInWindow(t.app, a);
    expect(paidA.status).toBe(200);
    const paidB = await payInWindow(t.app, b);
    expect(paidB).toMatchObject(overLimit(item.name, 1, 1));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, b.orderId));
    expect(payment).toMatchObject({ status: 'FAILED', failureCode: 'PURCHASE_LIMIT' });
  });

  it('10 checkouts of one member paid at once: only the limit is sold', async () => {
    const item = await dropItem({ maxPerMember: 1 });
    const { token } = await shopper(t.app, t.database.db);
    const redirects: Awaited<ReturnType<typeof approveInWindow>>[] = [];
    for (let i = 0; i < 10; i += 1) {
      const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
      redirects.push(await approveInWindow(t.app, { ...order, amount: order.total }));
    }

    const results = await Promise.all(redirects.map((r) => confirmPayment(t.app, r)));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(9);
    expect(
      refused.every(
        (r) => r.status === 409 && r.body.detail === dropMessages.limitReached(item.name, 1, 1),
      ),
    ).toBe(true);
    const [option] = await t.database.db
      .select()
      .from(itemOptions)
      .where(eq(itemOptions.itemId, item.id));
    expect(option?.stock).toBe(9);
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.status, 'ORDER_PLACED'));
    expect(placed.filter((o) => redirects.some((r) => r.orderId === o.merchantId))).toHaveLength(1);
    // Only the one placed order was ever charged at the provider.
    const merchantIds = redirects.map((r) => r.orderId);
    const charged = t.app
      .tossSandbox!.payments()
      .filter((p) => merchantIds.includes(p.orderId) && p.status === 'DONE');
    expect(charged).toHaveLength(1);
  });
});
