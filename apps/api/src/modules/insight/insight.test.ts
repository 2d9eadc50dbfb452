import { adminMessages } from '@shop/contract/admin';
import { type Insight, insightMessages, insightSchema } from '@shop/contract/admin-insight';
import { adminOrderListSchema } from '@shop/contract/admin-orders';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { createTestApp } from '../../../test/app';
import { openSecondPool } from '../../../test/database';
import { call } from '../../../test/http';
import { itemStart, placePendingOrder, shopper, stockedItem } from '../../../test/shop';
import { createItem } from '../../db/factories';
import {
  carts,
  itemOptions,
  items,
  orderEvents,
  orders,
  paymentLedger,
  shopEventDays,
} from '../../db/schema/index';
import { seoulDate } from '../../lib/seoul-days';
import { addDays } from './buckets';
import { createInsightService } from './service';

const t = adminTestApp();
const db = () => t.database.db;
const HOUR = 60 * 60 * 1000;

async function insightOf(query: string): Promise<Insight> {
  const response = await t.asAdmin('GET', `/v1/admin/insight?${query}`);
  expect(response.status, response.text).toBe(200);
  return insightSchema.parse(response.body);
}

/** Moves an order's payment (and its creation a minute before) to `at`. */
async function paidAt(order: { orderId: number }, at: string) {
  const paid = new Date(at);
  await db()
    .update(orders)
    .set({ paidAt: paid, createdAt: new Date(paid.getTime() - 60_000) })
    .where(eq(orders.id, order.orderId));
}

/** Moves the provider's refunds of an order to `at`. */
const refundedAt = (merchantId: string, at: string) =>
  db()
    .update(paymentLedger)
    .set({ occurredAt: new Date(at) })
    .where(and(eq(paymentLedger.orderNumber, merchantId), eq(paymentLedger.kind, 'refund')));

/** Moves the order's move into ORDER_CANCELLED to `at`. */
const cancelledAt = (orderId: number, at: string) =>
  db()
    .update(orderEvents)
    .set({ createdAt: new Date(at) })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'ORDER_CANCELLED')));

async function refund(orderId: number, requestId: string, option?: string) {
  const detail = await t.asAdmin('GET', `/v1/admin/orders/${orderId}`);
  const line = (detail.body.lines as { line_id: number; option: string }[]).find(
    (l) => l.option === option,
  );
  const refunded = await t.asAdmin('POST', `/v1/admin/orders/${orderId}/refund`, {
    request_id: requestId,
    reason: '고객 요청',
    ...(line && { lines: [{ line_id: line.line_id, quantity: 1 }] }),
  });
  expect(refunded.status, refunded.text).toBe(200);
}

/** The orders list's rows paid on `from`..`to`: how many, and paid minus refunded. */
async function listed(from: string, to: string) {
  const response = await t.asAdmin(
    'GET',
    `/v1/admin/orders?paid_from=${from}&paid_to=${to}&size=100`,
  );
  expect(response.status, response.text).toBe(200);
  const rows = adminOrderListSchema.parse(response.body).orders;
  return {
    orders: rows.length,
    revenue: rows.reduce((sum, r) => sum + r.total_price - r.refunded_amount, 0),
  };
}

/** Each bucket's link to the orders list (first to last day) lists what the bucket counts. */
async function expectOrderListAgrees(insight: Insight) {
  const check = async (points: Insight['series'], lastDay: string) => {
    for (const [i, point] of points.entries()) {
      const next = points[i + 1];
      const last = next ? addDays(next.bucket, -1) : lastDay;
      expect(await listed(point.bucket, last), `${point.bucket}..${last}`).toEqual({
        orders: point.orders,
        revenue: point.revenue,
      });
    }
  };
  await check(insight.series, insight.to);
  await check(insight.previous, insight.previous_to);
}

describe('the sales insight', () => {
  it('sums paid orders per Seoul day, week and month as the orders list does, to the won', async () => {
    const a = await paidOrder(t.app, db(), { M: 1 }, { price: 30_000 });
    const e = await paidOrder(t.app, db(), { M: 1 }, { price: 20_000 });
    const b = await paidOrder(t.app, db(), { M: 1 }, { price: 50_000 });
    const c = await paidOrder(t.app, db(), { M: 1 }, { price: 40_000 });
    const d = await paidOrder(t.app, db(), { M: 2, L: 1 }, { price: 30_000 });
    const f = await paidOrder(t.app, db(), { M: 1 }, { price: 25_000 });
    // Around midnight in Seoul (UTC+9).
    await paidAt(a, '2025-03-01T14:59:59Z'); // 3월 1일 23:59:59
    await paidAt(e, '2025-02-28T15:00:00Z'); // 3월 1일 00:00 (still February in UTC)
    await paidAt(b, '2025-03-01T15:00:00Z'); // 3월 2일 00:00
    await paidAt(c, '2025-03-02T14:59:59.999Z'); // 3월 2일 23:59:59.999
    await paidAt(d, '2025-03-02T15:00:00Z'); // 3월 3일 00:00
    await paidAt(f, '2025-02-26T03:00:00Z'); // 2월 26일 12:00

    // B refunded whole (cancelled), one M of D given back; both on 3월 3일 in Seoul.
    await refund(b.orderId, 'insight-refund-b');
    await refund(d.orderId, 'insight-refund-d', 'M');
    await refundedAt(b.merchantId, '2025-03-03T02:00:00Z');
    await cancelledAt(b.orderId, '2025-03-03T02:00:00Z');
    await refundedAt(d.merchantId, '2025-03-03T10:00:00Z');
    const [dRow] = await db().select().from(orders).where(eq(orders.id, d.orderId));
    const dRefund = dRow!.refundedAmount;
    expect(dRefund).toBeGreaterThan(0);

    // An order given up before payment, on 3월 2일.
    const buyer = await shopper(t.app, db());
    const item = await stockedItem(db(), { M: 5 });
    const unpaid = await placePendingOrder(t.app, buyer.token, itemStart(item.id, { M: 1 }));
    const cancel = await call(t.app, 'POST', `/v1/orders/${unpaid.orderId}/cancel`, {
      token: buyer.token,
    });
    expect(cancel.status, cancel.text).toBe(200);
    await db()
      .update(orders)
      .set({ createdAt: new Date('2025-03-02T01:00:00Z') })
      .where(eq(orders.id, unpaid.orderId));
    await cancelledAt(unpaid.orderId, '2025-03-02T02:00:00Z');

    // C sells out after its sale: its sell-through is whole.
    const [cOption] = await db()
      .select()
      .from(itemOptions)
      .where(eq(itemOptions.itemId, c.item.id));
    const emptied = await t.asAdmin(
      'PUT',
      `/v1/admin/items/${c.item.id}/options/${cOption!.id}/stock`,
      { stock: 0 },
    );
    expect(emptied.status, emptied.text).toBe(200);

    await db()
      .insert(shopEventDays)
      .values([
        { day: '2025-03-02', kind: 'product_view', itemId: a.item.id, count: 7 },
        { day: '2025-03-02', kind: 'cart_add', itemId: a.item.id, count: 3 },
        { day: '2025-02-28', kind: 'product_view', itemId: a.item.id, count: 100 },
      ]);

    const days = await insightOf('unit=day&from=2025-03-01&to=2025-03-03');
    expect(days).toMatchObject({
      unit: 'day',
      from: '2025-03-01',
      to: '2025-03-03',
      previous_from: '2025-02-26',
      previous_to: '2025-02-28',
    });
    const point = (orders: number, revenue: number, refunded = 0, cancelled = 0) => ({
      orders,
      revenue,
      aov: orders ? Math.round(revenue / orders) : 0,
      refunded,
      cancelled,
    });
    expect(days.series).toEqual([
      { bucket: '2025-03-01', ...point(2, a.total + e.total) },
      { bucket: '2025-03-02', ...point(2, c.total, 0, 1) },
      { bucket: '2025-03-03', ...point(1, d.total - dRefund, b.total + dRefund, 1) },
    ]);
    expect(days.previous).toEqual([
      { bucket: '2025-02-26', ...point(1, f.total) },
      { bucket: '2025-02-27', ...point(0, 0) },
      { bucket: '2025-02-28', ...point(0, 0) },
    ]);
    const revenue = a.total + e.total + c.total + d.total - dRefund;
    expect(days.totals).toEqual(point(5, revenue, b.total + dRefund, 2));
    expect(days.previous_totals).toEqual(point(1, f.total));

    expect(days.top_products.map((p) => [p.item_id, p.units, p.revenue])).toEqual([
      [d.item.id, 2, 60_000],
      [c.item.id, 1, 40_000],
      [a.item.id, 1, 30_000],
      [e.item.id, 1, 20_000],
    ]);
    expect(days.top_options.map((o) => [o.item_id, o.option, o.units, o.revenue])).toEqual([
      [c.item.id, 'M', 1, 40_000],
      [a.item.id, 'M', 1, 30_000],
      [d.item.id, 'M', 1, 30_000],
      [d.item.id, 'L', 1, 30_000],
      [e.item.id, 'M', 1, 20_000],
    ]);
    expect(days.sell_through.slice(0, 2)).toEqual([
      { item_id: c.item.id, item_name: c.item.name, sold: 1, stock: 0, rate: 1 },
      // D: 2 of 3 sold units kept; its options hold 9 + 9.
      { item_id: d.item.id, item_name: d.item.name, sold: 2, stock: 18, rate: 0.1 },
    ]);
    expect(days.funnel).toEqual({
      product_views: 7,
      cart_adds: 3,
      // E was created on 2월 28일 in Seoul; the unpaid order counts.
      checkouts_started: 5,
      paid: 5,
    });
    await expectOrderListAgrees(days);

    const weeks = await insightOf('unit=week&from=2025-02-24&to=2025-03-09');
    expect(weeks.series.map((p) => [p.bucket, p.orders])).toEqual([
      ['2025-02-24', 5],
      ['2025-03-03', 1],
    ]);
    expect(weeks.previous.map((p) => [p.bucket, p.orders])).toEqual([
      ['2025-02-10', 0],
      ['2025-02-17', 0],
    ]);
    await expectOrderListAgrees(weeks);

    const months = await insightOf('unit=month&from=2025-02-01&to=2025-03-31');
    expect(months.series.map((p) => [p.bucket, p.orders, p.revenue])).toEqual([
      ['2025-02-01', 1, f.total],
      ['2025-03-01', 5, revenue],
    ]);
    await expectOrderListAgrees(months);

    const reversed = await t.asAdmin(
      'GET',
      '/v1/admin/orders?paid_from=2025-03-02&paid_to=2025-03-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.detail).toBe(adminMessages.badDateRange);
  });

  it('refuses a reversed or too long range with a Korean message', async () => {
    const reversed = await t.asAdmin('GET', '/v1/admin/insight?from=2025-03-02&to=2025-03-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.detail[0].msg).toBe(adminMessages.badDateRange);
    const long = await t.asAdmin(
      'GET',
      '/v1/admin/insight?unit=week&from=2024-01-01&to=2025-03-01',
    );
    expect(long.status).toBe(422);
    expect(long.body.detail[0].msg).toBe(insightMessages.tooLong('week'));
    const odd = await t.asAdmin('GET', '/v1/admin/insight?unit=year');
    expect(odd.status).toBe(422);
    const badDate = await t.asAdmin('GET', '/v1/admin/insight?from=2025-02-30');
    expect(badDate.status).toBe(422);
    expect(badDate.body.detail[0].msg).toBe(adminMessages.badDate);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/v1/admin/insight')).status).toBe(401);
    const member = await shopper(t.app, db());
    const asMember = await call(t.app, 'GET', '/v1/admin/insight', { token: member.token });
    expect(asMember.status).toBe(403);
  });

  it('defaults to the last 30 days, 12 weeks or 12 months up to today, every bucket present', async () => {
    const today = seoulDate(new Date());
    const days = await insightOf('');
    expect(days.unit).toBe('day');
    expect(days.to).toBe(today);
    expect(days.series).toHaveLength(30);
    expect(days.previous).toHaveLength(30);
    expect(days.series.at(-1)!.bucket).toBe(today);
    const weeks = await insightOf('unit=week');
    expect(weeks.series).toHaveLength(12);
    expect(new Date(`${weeks.series[0]!.bucket}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = await insightOf('unit=month');
    expect(months.series).toHaveLength(12);
    expect(months.series.at(-1)!.bucket).toBe(`${today.slice(0, 7)}-01`);
  });
});

describe('counting the funnel steps', () => {
  const countsOf = async (itemId: number) =>
    Object.fromEntries(
      (
        await db()
          .select({ kind: shopEventDays.kind, count: shopEventDays.count })
          .from(shopEventDays)
          .where(eq(shopEventDays.itemId, itemId))
      ).map((r) => [r.kind, r.count]),
    );
  const view = (itemId: number) =>
    call(t.app, 'POST', '/v1/events/product-view', { body: { item_id: itemId } });

  it('counts product views in memory and adds them up at each flush', async () => {
    const insight = t.app.services.insight;
    const before = (await insightOf('')).funnel;
    const item = await createItem(db(), { options: { M: 3 } });
    const hidden = await createItem(db(), { options: { M: 3 }, hidden: true });
    for (let i = 0; i < 3; i++) expect((await view(item.id)).status).toBe(204);
    expect((await view(hidden.id)).status).toBe(204);
    expect((await view(2_000_000_000)).status).toBe(204);
    expect((await view(0)).status).toBe(422);
    await insight.flush();
    expect(await countsOf(item.id)).toEqual({ product_view: 3 });
    expect(await countsOf(hidden.id)).toEqual({});

    await view(item.id);
    await view(item.id);
    await insight.flush();
    expect(await countsOf(item.id)).toEqual({ product_view: 5 });
    const [row] = await db()
      .select({ day: shopEventDays.day })
      .from(shopEventDays)
      .where(eq(shopEventDays.itemId, item.id));
    expect(row!.day).toBe(seoulDate(new Date()));
    expect((await insightOf('')).funnel.product_views).toBe(before.product_views + 5);
  });

  it("counts each option put into a member's or a guest's cart", async () => {
    const insight = t.app.services.insight;
    const before = (await insightOf('')).funnel;
    const item = await createItem(db(), { options: { S: 5, M: 5, L: 5 } });
    const member = await shopper(t.app, db());
    const added = await call(t.app, 'POST', '/v1/cart/create', {
      token: member.token,
      body: {
        item_id: item.id,
        options: [
          { color_size: 'S', quantity: 1 },
          { color_size: 'M', quantity: 2 },
        ],
      },
    });
    expect(added.status, added.text).toBe(201);
    const guest = await call(t.app, 'POST', '/v1/cart/create', {
      body: { item_id: item.id, options: [{ color_size: 'L', quantity: 1 }] },
    });
    expect(guest.status, guest.text).toBe(201);
    // Refused: nothing was put in.
    const refused = await call(t.app, 'POST', '/v1/cart/create', {
      token: member.token,
      body: { item_id: item.id, options: [{ color_size: 'XL', quantity: 1 }] },
    });
    expect(refused.status).toBe(404);
    await insight.flush();
    expect(await countsOf(item.id)).toEqual({ cart_add: 3 });
    expect((await insightOf('')).funnel.cart_adds).toBe(before.cart_adds + 3);
  });

  it('writes what is held when the app closes', async () => {
    const item = await createItem(db(), { options: { M: 3 } });
    const other = await createTestApp({ database: t.database });
    await call(other.app, 'POST', '/v1/events/product-view', { body: { item_id: item.id } });
    await call(other.app, 'POST', '/v1/events/product-view', { body: { item_id: item.id } });
    expect(await countsOf(item.id)).toEqual({});
    await other.close();
    expect(await countsOf(item.id)).toEqual({ product_view: 2 });
  });

  it('adds up the counts of two instances flushing at once', async () => {
    const item = await createItem(db(), { options: { M: 3 } });
    const second = t.database.kind === 'postgres' ? await openSecondPool(t.database) : undefined;
    const one = createInsightService({ db: db(), flushEveryMs: 60_000 });
    const two = createInsightService({ db: second?.db ?? db(), flushEveryMs: 60_000 });
    try {
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++) one.count('product_view', item.id);
        for (let i = 0; i < 6; i++) two.count('product_view', item.id);
        two.count('cart_add', item.id, 2);
        await Promise.all([one.flush(), two.flush()]);
      }
    } finally {
      await one.close();
      await two.close();
      await second?.close();
    }
    expect(await countsOf(item.id)).toEqual({ product_view: 30, cart_add: 6 });
  });
});

describe('abandoned carts', () => {
  it("sums members' lines untouched for 24 hours at today's prices, most valuable first", async () => {
    const before = (await insightOf('')).abandoned_carts;
    const coat = await createItem(db(), { options: { M: 5, L: 5 }, price: 100_000 });
    const knit = await createItem(db(), { options: { M: 5 }, price: 40_000 });
    const put = (token: string | undefined, itemId: number, lines: Record<string, number>) =>
      call(t.app, 'POST', '/v1/cart/create', {
        ...(token && { token }),
        body: {
          item_id: itemId,
          options: Object.entries(lines).map(([color_size, quantity]) => ({
            color_size,
            quantity,
          })),
        },
      });
    const big = await shopper(t.app, db());
    const small = await shopper(t.app, db());
    const fresh = await shopper(t.app, db());
    await put(big.token, coat.id, { M: 1, L: 2 });
    await put(small.token, knit.id, { M: 1 });
    await put(fresh.token, coat.id, { M: 1 });
    await put(undefined, coat.id, { M: 3 }); // a guest's: not counted
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    await db()
      .update(carts)
      .set({ createdAt: twoDaysAgo, updatedAt: twoDaysAgo })
      .where(
        sql`${carts.memberId} in (${big.member.id}, ${small.member.id}) or ${carts.guestCartId} is not null`,
      );
    // The price today counts, not the one when the line was put in.
    await db().update(items).set({ price: 50_000 }).where(eq(items.id, knit.id));

    const now = (await insightOf('')).abandoned_carts;
    expect(now.members).toBe(before.members + 2);
    expect(now.lines).toBe(before.lines + 3);
    expect(now.value).toBe(before.value + 300_000 + 50_000);
    const mine = now.rows.filter((r) => [big.member.id, small.member.id].includes(r.member_id));
    expect(mine).toEqual([
      {
        member_id: big.member.id,
        user_id: big.member.userId,
        nickname: big.member.nickname,
        lines: 2,
        value: 300_000,
        oldest_at: twoDaysAgo.toISOString(),
      },
      {
        member_id: small.member.id,
        user_id: small.member.userId,
        nickname: small.member.nickname,
        lines: 1,
        value: 50_000,
        oldest_at: twoDaysAgo.toISOString(),
      },
    ]);
    expect(now.rows.some((r) => r.member_id === fresh.member.id)).toBe(false);
  });
});
