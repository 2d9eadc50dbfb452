import { orderSchema } from '@shop/contract/orders';
import { paymentMessages } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';
import {
  approveInWindow,
  confirmPayment,
  itemStart,
  payInWindow,
  placeItemOrder,
  placePendingOrder,
  recipient,
  shopper,
  stockedItem,
} from '../../../test/shop';
import { createCoupon } from '../../db/factories';
import { itemOptions, orderLines, payments } from '../../db/schema/index';

const t = useTestApp();

const stockOf = async (optionLabel: string, itemId: number) => {
  const rows = await t.database.db.select().from(itemOptions).where(eq(itemOptions.itemId, itemId));
  return rows.find((r) => r.label === optionLabel)?.stock;
};
const sandbox = () => t.app.tossSandbox!;

describe('the whole purchase', () => {
  it('cart → coupon → start → done → register → window → success → ORDER_PLACED', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { '오트밀 / M': 5, '오트밀 / L': 2 }, 29_000);
    const coupon = await createCoupon(t.database.db, {
      type: 'RATIO',
      discountPrice: null,
      discountRatio: 10,
    });

    const added = await call(t.app, 'POST', '/v1/cart/create', {
      token,
      body: { item_id: item.id, options: [{ color_size: '오트밀 / M', quantity: 2 }] },
    });
    expect(added.status).toBe(201);
    const cartId = added.body[0].cart_id;
    expect(
      (
        await call(t.app, 'POST', '/v1/users/me/add/coupon', {
          token,
          body: { coupon_id: coupon.id },
        })
      ).status,
    ).toBe(201);

    const order = await placePendingOrder(
      t.app,
      token,
      { type: 'cart', cart_id: [cartId] },
      coupon.id,
    );
    // 58,000 of items, 10% off = 5,800, free shipping (≥ 50,000 before the discount).
    expect(order.total).toBe(52_200);

    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });
    expect(redirect).toMatchObject({
      paymentType: 'NORMAL',
      orderId: order.merchantId,
      amount: '52200',
    });
    const success = await confirmPayment(t.app, redirect, token);
    expect(success.status).toBe(200);
    const paid = orderSchema.parse(success.body);
    expect(paid).toMatchObject({
      merchant_id: order.merchantId,
      order_status: 'ORDER_PLACED',
      items_total: 58_000,
      discount: 5_800,
      shipping_fee: 0,
      total_price: 52_200,
      items: [{ item_name: item.name, option: '오트밀 / M', quantity: 2, total_price: 58_000 }],
    });
    expect(paid.paid_at).not.toBeNull();

    const listed = await call(t.app, 'GET', '/v1/orders', { token });
    expect(listed.body.order_list.map((o: { merchant_id: string }) => o.merchant_id)).toEqual([
      order.merchantId,
    ]);
    expect(listed.body.status_counts).toEqual({ ORDER_PLACED: 1 });
    expect(await stockOf('오트밀 / M', item.id)).toBe(3);
    expect((await call(t.app, 'GET', '/v1/cart', { token })).body).toEqual([]);
    expect((await call(t.app, 'GET', '/v1/users/me/coupon', { token })).body).toEqual([]);
    const provider = sandbox()
      .payments()
      .find((p) => p.orderId === order.merchantId);
    expect(provider).toMatchObject({ status: 'DONE', totalAmount: 52_200 });
  });

  it('buys one item directly, paying shipping under 50,000 won', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 3 }, 35_000);
    const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    expect(order.total).toBe(38_000);
    const success = await payInWindow(t.app, order, token);
    expect(success.body).toMatchObject({
      order_status: 'ORDER_PLACED',
      shipping_fee: 3_000,
      total_price: 38_000,
    });
    expect(await stockOf('FREE', item.id)).toBe(2);
  });
});

describe('attacks that must fail', () => {
  async function pendingOrder(stock = 5) {
    const { token, member } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: stock });
    const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    return { token, member, item, order };
  }

  it('registering a payment for less than the total', async () => {
    const { token, order } = await pendingOrder();
    const res = await call(t.app, 'POST', '/v1/payment/toss', {
      token,
      body: {
        payment_method: '카드',
        payment_name: 'x',
        merchant_id: order.merchantId,
        amount: 100,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(paymentMessages.amountMismatch);
  });

  it('paying less in the window', async () => {
    const { item, order } = await pendingOrder();
    const redirect = await approveInWindow(t.app, { ...order, amount: 100 });
    const res = await confirmPayment(t.app, redirect);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(paymentMessages.amountMismatch);
    expect(await stockOf('FREE', item.id)).toBe(5);
    expect(
      sandbox()
        .payments()
        .find((p) => p.paymentKey === redirect.paymentKey)?.status,
    ).not.toBe('DONE');
  });

  it('changing the amount in the success redirect', async () => {
    const { order } = await pendingOrder();
    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });
    const lower = await confirmPayment(t.app, { ...redirect, amount: '100' });
    expect(lower.status).toBe(400);
    // A window approved for the real total but redirected with a tampered amount: same refusal.
    const tampered = await approveInWindow(
      t.app,
      { ...order, amount: order.total },
      { redirectAmount: 1000 },
    );
    expect((await confirmPayment(t.app, tampered)).status).toBe(400);
    // The honest redirect still goes through afterwards.
    expect((await confirmPayment(t.app, redirect)).body.order_status).toBe('ORDER_PLACED');
  });

  it('someone else’s cart lines or order', async () => {
    const owner = await shopper(t.app, t.database.db);
    const thief = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 5 });
    const added = await call(t.app, 'POST', '/v1/cart/create', {
      token: owner.token,
      body: { item_id: item.id, options: [{ color_size: 'FREE', quantity: 1 }] },
    });
    const cartId = added.body[0].cart_id;
    const start = await call(t.app, 'POST', '/v1/orders/start', {
      token: thief.token,
      body: { type: 'cart', cart_id: [cartId] },
    });
    expect(start.status).toBe(404);
    const order = await placePendingOrder(t.app, owner.token, { type: 'cart', cart_id: [cartId] });
    const register = await call(t.app, 'POST', '/v1/payment/toss', {
      token: thief.token,
      body: {
        payment_method: '카드',
        payment_name: 'x',
        merchant_id: order.merchantId,
        amount: order.total,
      },
    });
    expect(register.status).toBe(404);
    const done = await call(t.app, 'POST', '/v1/orders/done', {
      token: thief.token,
      body: {
        merchant_id: order.merchantId,
        ...recipient,
        total_price: order.total,
      },
    });
    expect(done.status).toBe(404);
    const cancel = await call(t.app, 'POST', `/v1/orders/${order.orderId}/cancel`, {
      token: thief.token,
    });
    expect(cancel.status).toBe(404);
  });

  it('a used or someone else’s coupon', async () => {
    const coupon = await createCoupon(t.database.db, { discountPrice: 3_000 });
    const a = await shopper(t.app, t.database.db);
    const b = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 5 }, 60_000);
    await call(t.app, 'POST', '/v1/users/me/add/coupon', {
      token: a.token,
      body: { coupon_id: coupon.id },
    });
    const start = itemStart(item.id, { FREE: 1 });

    const startedB = await call(t.app, 'POST', '/v1/orders/start', { token: b.token, body: start });
    const foreign = await call(t.app, 'POST', '/v1/orders/done', {
      token: b.token,
      body: {
        merchant_id: startedB.body.merchant_id,
        ...recipient,
        total_price: 57_000,
        apply_coupon_id: coupon.id,
      },
    });
    expect(foreign.status).toBe(404);

    const order = await placePendingOrder(t.app, a.token, start, coupon.id);
    expect(order.total).toBe(57_000);
    await payInWindow(t.app, order);
    const startedAgain = await call(t.app, 'POST', '/v1/orders/start', {
      token: a.token,
      body: start,
    });
    const reuse = await call(t.app, 'POST', '/v1/orders/done', {
      token: a.token,
      body: {
        merchant_id: startedAgain.body.merchant_id,
        ...recipient,
        total_price: 57_000,
        apply_coupon_id: coupon.id,
      },
    });
    expect(reuse.status).toBe(409);
  });

  it('a quantity above stock', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 2 });
    const start = await call(t.app, 'POST', '/v1/orders/start', {
      token,
      body: itemStart(item.id, { FREE: 3 }),
    });
    expect(start.status).toBe(409);
    expect(start.body.detail).toContain('2개까지');
    const cart = await call(t.app, 'POST', '/v1/cart/create', {
      token,
      body: { item_id: item.id, options: [{ color_size: 'FREE', quantity: 3 }] },
    });
    expect(cart.status).toBe(409);
  });

  it('a second success call: the same answer, one confirmation at the provider', async () => {
    const { order, item } = await pendingOrder();
    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });
    const before = sandbox().confirmRequests();
    const [first, second] = await Promise.all([
      confirmPayment(t.app, redirect),
      confirmPayment(t.app, redirect),
    ]);
    const third = await confirmPayment(t.app, redirect);
    for (const res of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(res.body.order_status).toBe('ORDER_PLACED');
    }
    expect(sandbox().confirmRequests() - before).toBe(1);
    expect(await stockOf('FREE', item.id)).toBe(4);
  });

  it('a total that differs from the server’s at done', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 5 });
    const started = await call(t.app, 'POST', '/v1/orders/start', {
      token,
      body: itemStart(item.id, { FREE: 1 }),
    });
    const done = await call(t.app, 'POST', '/v1/orders/done', {
      token,
      body: {
        merchant_id: started.body.merchant_id,
        ...recipient,
        total_price: 1_000,
      },
    });
    expect(done.status).toBe(409);
    expect(done.body.detail).toContain('42,000원');
  });
});

describe('the success address in other hands', () => {
  const PERSONAL = ['recipient_name', 'phone_num', 'post_code', 'address', 'detail_address'];

  it('tells anyone but the owner the order number and status only', async () => {
    const owner = await shopper(t.app, t.database.db);
    const other = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 3 });
    const order = await placeItemOrder(t.app, owner.token, item.id, { FREE: 1 });
    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });

    // Replayed from a history, a screenshot or a support ticket, before or after the owner.
    const first = await confirmPayment(t.app, redirect);
    const owners = await confirmPayment(t.app, redirect, owner.token);
    const later = [
      await confirmPayment(t.app, redirect),
      await confirmPayment(t.app, redirect, other.token),
    ];
    for (const res of [first, ...later]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        order_id: order.orderId,
        merchant_id: order.merchantId,
        order_status: 'ORDER_PLACED',
      });
      for (const value of Object.values(recipient)) expect(res.text).not.toContain(value);
    }
    expect(owners.status).toBe(200);
    expect(orderSchema.parse(owners.body)).toMatchObject({
      merchant_id: order.merchantId,
      order_status: 'ORDER_PLACED',
      recipient_name: recipient.recipient_name,
      phone_num: recipient.phone_num,
      address: recipient.address,
    });
    for (const key of PERSONAL) expect(owners.body).toHaveProperty(key);
    // Confirmed once, whoever called first.
    expect(
      sandbox()
        .payments()
        .filter((p) => p.orderId === order.merchantId && p.status === 'DONE'),
    ).toHaveLength(1);
  });

  it('a wrong paymentKey leaves the owner’s payment, stock and coupon as they were', async () => {
    const owner = await shopper(t.app, t.database.db);
    const stranger = await shopper(t.app, t.database.db);
    const coupon = await createCoupon(t.database.db, { discountPrice: 1_000 });
    await call(t.app, 'POST', '/v1/users/me/add/coupon', {
      token: owner.token,
      body: { coupon_id: coupon.id },
    });
    const item = await stockedItem(t.database.db, { FREE: 3 });
    const start = itemStart(item.id, { FREE: 1 });
    const order = await placePendingOrder(t.app, owner.token, start, coupon.id);
    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });
    // A real key, of the stranger's own payment for another order.
    const theirs = await placePendingOrder(t.app, stranger.token, start);
    const theirKey = (await approveInWindow(t.app, { ...theirs, amount: theirs.total })).paymentKey;

    const paymentRow = async () => {
      const [row] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.orderId));
      return row!;
    };
    const before = sandbox().confirmRequests();
    for (const paymentKey of ['tgen_forged_0000000000', theirKey]) {
      const forged = await confirmPayment(t.app, { ...redirect, paymentKey });
      expect(forged.status, paymentKey).toBe(400);
      expect(await paymentRow()).toMatchObject({
        status: 'READY',
        paymentKey: null,
        failureCode: null,
        failureMessage: null,
      });
      expect(await stockOf('FREE', item.id)).toBe(3);
    }
    expect(sandbox().confirmRequests() - before).toBe(0);
    const owned = await call(t.app, 'GET', '/v1/users/me/coupon', { token: owner.token });
    expect(owned.body.map((c: { coupon_id: number }) => c.coupon_id)).toContain(coupon.id);

    // The owner's own success page then goes through as if nobody had tried.
    const paid = await confirmPayment(t.app, redirect, owner.token);
    expect(paid.body.order_status).toBe('ORDER_PLACED');
    expect(await stockOf('FREE', item.id)).toBe(2);
  });
});

describe('when the payment cannot complete', () => {
  it('stock gone before the confirmation: nothing is charged, the shopper is told', async () => {
    const first = await shopper(t.app, t.database.db);
    const second = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 1 });
    const start = itemStart(item.id, { FREE: 1 });
    const a = await placePendingOrder(t.app, first.token, start);
    const b = await placePendingOrder(t.app, second.token, start);
    const redirectA = await approveInWindow(t.app, { ...a, amount: a.total });
    const redirectB = await approveInWindow(t.app, { ...b, amount: b.total });
    expect((await confirmPayment(t.app, redirectA)).status).toBe(200);
    const late = await confirmPayment(t.app, redirectB);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(paymentMessages.outOfStock);
    expect(
      sandbox()
        .payments()
        .find((p) => p.paymentKey === redirectB.paymentKey)?.status,
    ).not.toBe('DONE');
    expect(await stockOf('FREE', item.id)).toBe(0);
  });

  it('the card company refuses: stock and coupon come back, the order stays payable', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 3 });
    const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    const refused = await confirmPayment(
      t.app,
      await approveInWindow(t.app, { ...order, amount: order.total }, { outcome: 'reject' }),
    );
    expect(refused.status).toBe(400);
    expect(await stockOf('FREE', item.id)).toBe(3);
    // Another card, same order.
    const retry = await payInWindow(t.app, order);
    expect(retry.body.order_status).toBe('ORDER_PLACED');
    expect(await stockOf('FREE', item.id)).toBe(2);
  });
});

describe('cancelling', () => {
  it('a paid order: refunded at the provider, stock and coupon back', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const coupon = await createCoupon(t.database.db, { discountPrice: 2_000 });
    await call(t.app, 'POST', '/v1/users/me/add/coupon', { token, body: { coupon_id: coupon.id } });
    const item = await stockedItem(t.database.db, { FREE: 4 });
    const order = await placeItemOrder(t.app, token, item.id, { FREE: 2 }, coupon.id);
    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });
    await confirmPayment(t.app, redirect);
    expect(await stockOf('FREE', item.id)).toBe(2);

    const cancelled = await call(t.app, 'POST', `/v1/orders/${order.orderId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order_status).toBe('ORDER_CANCELLED');
    expect(await stockOf('FREE', item.id)).toBe(4);
    // What came back is on the order and on its lines, as after a refund by the shop.
    expect(cancelled.body.refunded_amount).toBe(order.total);
    expect(cancelled.body.items[0]).toMatchObject({ quantity: 2, refunded_quantity: 2 });
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId));
    expect(lines.map((l) => [l.quantity, l.refundedQuantity])).toEqual([[2, 2]]);
    expect(
      sandbox()
        .payments()
        .find((p) => p.paymentKey === redirect.paymentKey),
    ).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    const owned = await call(t.app, 'GET', '/v1/users/me/coupon', { token });
    expect(owned.body.map((c: { coupon_id: number }) => c.coupon_id)).toContain(coupon.id);
    expect(
      (await call(t.app, 'POST', `/v1/orders/${order.orderId}/cancel`, { token })).status,
    ).toBe(409);
    // The success page reloaded later shows the order as it is now, without confirming again.
    expect((await confirmPayment(t.app, redirect)).body.order_status).toBe('ORDER_CANCELLED');
  });

  it('an unpaid order', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 4 });
    const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    const res = await call(t.app, 'POST', `/v1/orders/${order.orderId}/cancel`, { token });
    expect(res.body.order_status).toBe('ORDER_CANCELLED');
    // Nothing was paid, so nothing came back.
    expect(res.body.refunded_amount).toBe(0);
    expect(res.body.items[0].refunded_quantity).toBe(0);
    expect(await stockOf('FREE', item.id)).toBe(4);
    const all = await call(t.app, 'GET', '/v1/orders/all', { token });
    expect(all.body.order_list).toHaveLength(1);
  });
});

describe('provider webhook', () => {
  it('places an order whose shopper never came back from the payment window', async () => {
    const { token } = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 2 });
    const order = await placeItemOrder(t.app, token, item.id, { FREE: 1 });
    const redirect = await approveInWindow(t.app, { ...order, amount: order.total });
    // The provider confirmed (e.g. our answer was lost); the browser never reached /success.
    const { createTossClient } = await import('../../integrations/toss/client');
    const { SANDBOX_SECRET_KEY } = await import('@shop/sandboxes/credentials');
    const { injectFetch } = await import('@shop/sandboxes/testing');
    const client = createTossClient({
      baseUrl: 'http://shop.test/sandbox/toss',
      secretKey: SANDBOX_SECRET_KEY,
      fetch: injectFetch(t.app),
    });
    const payment = await client.confirm(
      { paymentKey: redirect.paymentKey, orderId: order.merchantId, amount: order.total },
      'outside',
    );

    // The event body is only a hint: the shop fetches the payment itself.
    const event = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-11-21T10:00:00.000000',
      data: { ...payment, totalAmount: 1 },
    };
    const res = await call(t.app, 'POST', '/v1/payment/toss/webhook', { body: event });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('placed');
    const listed = await call(t.app, 'GET', '/v1/orders', { token });
    expect(listed.body.order_list[0]).toMatchObject({
      merchant_id: order.merchantId,
      order_status: 'ORDER_PLACED',
    });
    expect(await stockOf('FREE', item.id)).toBe(1);
    // Delivered again: nothing changes.
    expect(
      (await call(t.app, 'POST', '/v1/payment/toss/webhook', { body: event })).body.message,
    ).toBe('up to date');
    expect(await stockOf('FREE', item.id)).toBe(1);
  });

  it('ignores other events and answers 502 when the payment cannot be fetched', async () => {
    expect(
      (
        await call(t.app, 'POST', '/v1/payment/toss/webhook', {
          body: { eventType: 'DEPOSIT_CALLBACK', data: {} },
        })
      ).body.message,
    ).toBe('ignored');
    const unknown = await call(t.app, 'POST', '/v1/payment/toss/webhook', {
      body: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'nope' } },
    });
    expect(unknown.status).toBe(400);
  });
});
