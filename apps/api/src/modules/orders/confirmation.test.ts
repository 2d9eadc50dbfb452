import { orderMessages } from '@shop/contract/order-messages';
import { orderSchema } from '@shop/contract/orders';
import { pointSummarySchema } from '@shop/contract/points';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { orderEvents, orders, pointEntries } from '../../db/schema/index';
import { claimsHold } from '../claims/facts-service';
import { createPointService } from '../points/service';
import { createPurchaseConfirmation } from './confirmation-service';

const t = adminTestApp();
const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

const ship = (orderId: number) =>
  t.asAdmin('POST', `/v1/admin/orders/${orderId}/status`, {
    status: 'SHIPPED',
    carrier: 'CJ대한통운',
    tracking_number: '1234-5678-9012',
  });
const deliver = (orderId: number) =>
  t.asAdmin('POST', `/v1/admin/orders/${orderId}/status`, { status: 'DELIVERED' });
const confirm = (orderId: number, token: string) =>
  call(t.app, 'POST', `/v1/orders/${orderId}/confirm`, { token });
const buyerOf = async (orderId: number) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.memberId!;
const pointsOf = async (token: string) => {
  const answer = await call(t.app, 'GET', '/v1/users/me/points', { token });
  expect(answer.status).toBe(200);
  return pointSummarySchema.parse(answer.body);
};

/** A services pair on a clock the test moves: the job and the points it earns. */
function clocked(start: Date) {
  let now = start;
  const points = createPointService({
    db: db(),
    audit: t.app.services.admin.audit,
    now: () => now,
  });
  const confirmation = createPurchaseConfirmation({
    db: db(),
    orders: t.app.services.orders,
    points,
    openClaims: claimsHold,
    now: () => now,
  });
  return {
    points,
    confirmation,
    at: (days: number) => {
      now = new Date(start.getTime() + days * DAY);
      return now;
    },
  };
}

describe('구매확정 by the member', () => {
  it('confirms a delivered order once, earning 1% of the product amount, usable 20 days later', async () => {
    const order = await paidOrder(t.app, db(), { M: 2 }, { price: 45_500 });
    const early = await confirm(order.orderId, order.buyer.token);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(orderMessages.notConfirmable);

    expect((await ship(order.orderId)).status).toBe(200);
    expect((await deliver(order.orderId)).status).toBe(200);
    const listed = await call(t.app, 'GET', '/v1/orders', { token: order.buyer.token });
    const delivered = listed.body.order_list.find(
      (o: { order_id: number }) => o.order_id === order.orderId,
    );
    expect(delivered).toMatchObject({ confirm_available: true, confirm_points: 910 });
    expect(
      new Date(delivered.auto_confirm_at).getTime() - new Date(delivered.delivered_at).getTime(),
    ).toBe(7 * DAY);

    const [first, second] = await Promise.all([
      confirm(order.orderId, order.buyer.token),
      confirm(order.orderId, order.buyer.token),
    ]);
    for (const answer of [first!, second!]) {
      expect(answer.status).toBe(200);
      expect(orderSchema.parse(answer.body)).toMatchObject({
        order_status: 'PURCHASE_CONFIRMED',
        confirm_available: false,
        auto_confirm_at: null,
      });
    }

    const summary = await pointsOf(order.buyer.token);
    expect(summary).toMatchObject({ balance: 910, usable: 0, spendable: false, total: 1 });
    expect(summary.entries[0]).toMatchObject({
      kind: 'EARN',
      amount: 910,
      order_id: order.orderId,
      merchant_id: order.merchantId,
    });
    const usableAt = new Date(summary.pending[0]!.usable_at).getTime();
    expect(usableAt - new Date(summary.entries[0]!.created_at).getTime()).toBe(20 * DAY);
    expect(summary.pending).toHaveLength(1);

    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    expect(events.filter((e) => e.toStatus === 'PURCHASE_CONFIRMED')).toEqual([
      expect.objectContaining({ actorType: 'member', actorId: await buyerOf(order.orderId) }),
    ]);
  });

  it("refuses somebody else's order as no order, and a refund once confirmed", async () => {
    const order = await paidOrder(t.app, db(), { M: 1 });
    const other = await paidOrder(t.app, db(), { M: 1 });
    await ship(order.orderId);
    await deliver(order.orderId);
    expect((await confirm(order.orderId, other.buyer.token)).status).toBe(404);
    expect((await confirm(order.orderId, order.buyer.token)).status).toBe(200);

    const refund = await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/refund`, {
      request_id: `confirmed-${order.orderId}`,
      reason: '고객 요청',
    });
    expect(refund.status).toBe(409);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'PURCHASE_CONFIRMED', refundedAmount: 0 });
  });

  it('earns on what was paid for the products, less what was refunded before', async () => {
    const order = await paidOrder(t.app, db(), { M: 2, L: 1 }, { price: 30_000 });
    const detail = await t.asAdmin('GET', `/v1/admin/orders/${order.orderId}`);
    const lineL = detail.body.lines.find((l: { option: string }) => l.option === 'L');
    const refund = await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/refund`, {
      request_id: `partial-refund-${order.orderId}`,
      reason: '부분 환불',
      lines: [{ line_id: lineL.line_id, quantity: 1 }],
    });
    expect(refund.status, refund.text).toBe(200);
    await ship(order.orderId);
    await deliver(order.orderId);
    const confirmed = orderSchema.parse((await confirm(order.orderId, order.buyer.token)).body);
    expect(confirmed.confirm_points).toBe(600);
    expect((await pointsOf(order.buyer.token)).balance).toBe(600);
  });
});

describe('the after-delivery job', () => {
  it('delivers 5 days after shipping, confirms 7 days after that, and the points become usable 20 days later', async () => {
    const order = await paidOrder(t.app, db(), { M: 1 }, { price: 1_200_000 });
    await ship(order.orderId);
    const [shipped] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    const clock = clocked(shipped!.shippedAt!);

    expect((await clock.confirmation.runDue(clock.at(4.9))).delivered).toBe(0);
    const day5 = await clock.confirmation.runDue(clock.at(5.1));
    expect(day5).toMatchObject({ delivered: 1, failed: [] });
    const [delivered] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(delivered).toMatchObject({ status: 'DELIVERED' });
    expect(delivered!.deliveredAt!.getTime() - shipped!.shippedAt!.getTime()).toBe(5 * DAY);

    expect((await clock.confirmation.runDue(clock.at(11.9))).confirmed).toBe(0);
    const confirmedAt = clock.at(12.1);
    expect(await clock.confirmation.runDue(confirmedAt)).toMatchObject({
      confirmed: 1,
      failed: [],
    });
    expect((await clock.confirmation.runDue(clock.at(12.2))).confirmed).toBe(0);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    expect(events.map((e) => [e.toStatus, e.actorType])).toEqual(
      expect.arrayContaining([
        ['DELIVERED', 'system'],
        ['PURCHASE_CONFIRMED', 'system'],
      ]),
    );

    const memberId = await buyerOf(order.orderId);
    const page = { page: 1, limit: 20 };
    clock.at(12.1 + 19.9);
    expect(await clock.points.summary(memberId, page)).toMatchObject({
      balance: 12_000,
      usable: 0,
    });
    clock.at(12.1 + 20);
    expect(await clock.points.summary(memberId, page)).toMatchObject({
      balance: 12_000,
      usable: 12_000,
      spendable: true,
      pending: [],
    });
    const lines = await db().select().from(pointEntries).where(eq(pointEntries.memberId, memberId));
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'EARN', amount: 12_000, actorType: 'system' }),
    ]);
  });

  it("skips an order the operator holds, until the hold is lifted; the buyer's own confirmation still works", async () => {
    const order = await paidOrder(t.app, db(), { M: 1 });
    await ship(order.orderId);
    const [shipped] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    const clock = clocked(shipped!.shippedAt!);
    const hold = (body: Record<string, unknown>) =>
      t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/auto-hold`, body);

    expect((await hold({ hold: true, reason: ' ' })).status).toBe(422);
    const held = await hold({ hold: true, reason: '택배 분실 신고 확인 중' });
    expect(held.status).toBe(200);
    expect(held.body.auto_hold_reason).toBe('택배 분실 신고 확인 중');
    expect((await clock.confirmation.runDue(clock.at(6))).delivered).toBe(0);
    expect((await hold({ hold: false })).body.auto_hold_reason).toBeNull();
    expect((await clock.confirmation.runDue(clock.at(6))).delivered).toBe(1);

    await hold({ hold: true, reason: '고객 요청으로 확인 중' });
    expect((await clock.confirmation.runDue(clock.at(20))).confirmed).toBe(0);
    const listed = await call(t.app, 'GET', '/v1/orders', { token: order.buyer.token });
    const mine = listed.body.order_list.find(
      (o: { order_id: number }) => o.order_id === order.orderId,
    );
    expect(mine).toMatchObject({ order_status: 'DELIVERED', auto_confirm_at: null });
    expect((await confirm(order.orderId, order.buyer.token)).status).toBe(200);
    const history = (await t.asAdmin('GET', `/v1/admin/orders/${order.orderId}`)).body.history;
    expect(history.filter((e: { type: string }) => e.type === 'HOLD')).toHaveLength(3);
  });
});
