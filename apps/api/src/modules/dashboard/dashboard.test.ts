import { dashboardSchema } from '@shop/contract/admin-dashboard';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { encodeForm, multipartBody } from '../../../test/multipart';
import { itemStart, placePendingOrder, recipient, shopper, stockedItem } from '../../../test/shop';
import { createItem } from '../../db/factories';
import { itemOptions, orders, payments, qnaPosts } from '../../db/schema/index';
import { lastCutoff } from './service';

const DAY = 24 * 60 * 60 * 1000;

const t = adminTestApp();

describe('the dashboard', () => {
  it("sums today's and the month's paid orders net of refunds, and what needs attention", async () => {
    const empty = dashboardSchema.parse(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: t.token })).body,
    );
    expect(empty).toMatchObject({
      today: { order_count: 0, sales: 0, refunded: 0 },
      month: { order_count: 0, sales: 0 },
      awaiting_shipment: 0,
      low_stock_threshold: 3,
      low_stock: [],
      unanswered_qna: 0,
    });
    expect(empty.date).toBe(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));

    const first = await paidOrder(t.app, t.database.db, { M: 1 }, { price: 60_000 });
    const second = await paidOrder(t.app, t.database.db, { M: 1 }, { price: 20_000 });
    await call(t.app, 'POST', `/v1/admin/orders/${second.orderId}/refund`, {
      token: t.token,
      body: { request_id: 'dashboard-refund-1', reason: '품절' },
    });
    const low = await createItem(t.database.db, {
      name: '거의 품절',
      options: { S: 0, M: 3, L: 4 },
    });
    const [soldOut] = await t.database.db
      .select({ id: itemOptions.id })
      .from(itemOptions)
      .where(and(eq(itemOptions.itemId, low.id), eq(itemOptions.label, 'S')));
    const waiter = await shopper(t.app, t.database.db);
    const asked = await call(t.app, 'POST', '/v1/restock-alerts', {
      token: waiter.token,
      body: { option_id: soldOut!.id },
    });
    expect(asked.status).toBe(201);

    const now = dashboardSchema.parse(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: t.token })).body,
    );
    expect(now.today).toEqual({ order_count: 2, sales: first.total, refunded: second.total });
    expect(now.month.order_count).toBeGreaterThanOrEqual(2);
    expect(now.awaiting_shipment).toBe(1);
    expect(now.low_stock.map((o) => [o.item_name, o.option, o.stock, o.waiting])).toEqual([
      ['거의 품절', 'S', 0, 1],
      ['거의 품절', 'M', 3, 0],
    ]);
    expect(now.attention.restock_waiting).toBe(empty.attention.restock_waiting + 1);
  });

  it('lists what needs the operator today: late shipments, open claims, unsettled payments, stale Q&A', async () => {
    const before = dashboardSchema.parse(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: t.token })).body,
    ).attention;

    // Paid two days ago and not shipped: past the cut-off. Paid just now: not yet.
    const late = await paidOrder(t.app, t.database.db, { M: 1 });
    await paidOrder(t.app, t.database.db, { M: 1 });
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(orders.id, late.orderId));

    // A delivered order with a return asked for.
    const returned = await paidOrder(t.app, t.database.db, { M: 1 });
    for (const body of [
      { status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: '1234-5678-9012' },
      { status: 'DELIVERED' },
    ]) {
      await call(t.app, 'POST', `/v1/admin/orders/${returned.orderId}/status`, {
        token: t.token,
        body,
      });
    }
    const listed = await call(t.app, 'GET', '/v1/orders', { token: returned.buyer.token });
    const line = listed.body.order_list[0].items[0].line_id;
    const asked = await call(t.app, 'POST', `/v1/orders/${returned.orderId}/claims`, {
      token: returned.buyer.token,
      body: {
        kind: 'RETURN',
        reason: 'DEFECT',
        lines: [{ line_id: line, quantity: 1 }],
        pickup: {
          recipient_name: recipient.recipient_name,
          phone_num: recipient.phone_num,
          post_code: recipient.post_code,
          address: recipient.address,
        },
      },
    });
    expect(asked.status).toBe(201);

    // A confirmation under way with the provider.
    const buyer = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { M: 3 });
    const pending = await placePendingOrder(t.app, buyer.token, itemStart(item.id, { M: 1 }));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, pending.orderId));
    await t.database.db
      .update(payments)
      .set({ status: 'CONFIRMING', paymentKey: 'pk-dashboard-1' })
      .where(eq(payments.id, payment!.id));

    // A question nobody answered for two days, and a fresh one.
    const writer = await shopper(t.app, t.database.db);
    for (const title of ['오래된 문의', '방금 문의']) {
      const form = multipartBody({ title, payload: '<p>사이즈 문의드려요</p>' });
      const { payload, headers } = await encodeForm(form);
      await t.app.inject({
        method: 'POST',
        url: '/v1/qna/create',
        payload,
        headers: { ...headers, authorization: `Bearer ${writer.token}` },
      });
    }
    await t.database.db
      .update(qnaPosts)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(qnaPosts.title, '오래된 문의'));

    const now = dashboardSchema.parse(
      (await call(t.app, 'GET', '/v1/admin/dashboard', { token: t.token })).body,
    ).attention;
    expect(now).toMatchObject({
      late_shipments: before.late_shipments + 1,
      open_claims: before.open_claims + 1,
      unsettled_payments: before.unsettled_payments + 1,
      stale_qna: before.stale_qna + 1,
    });
    expect(new Date(now.cutoff).getTime()).toBe(lastCutoff(new Date()).getTime());
  });
});

describe('the same-day cut-off', () => {
  it('is today 13:00 in Seoul from 13:00 on, and yesterday 13:00 before', () => {
    // 2026-11-29 12:59 and 13:00 in Seoul.
    expect(lastCutoff(new Date('2026-11-29T03:59:00Z')).toISOString()).toBe(
      '2026-11-28T04:00:00.000Z',
    );
    expect(lastCutoff(new Date('2026-11-29T04:00:00Z')).toISOString()).toBe(
      '2026-11-29T04:00:00.000Z',
    );
  });
});
