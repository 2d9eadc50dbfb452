import { orderTotals } from '@shop/contract/money';
import { paymentMessages } from '@shop/contract/payments';
import { POINT_RULES, pointMessages } from '@shop/contract/point-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../test/admin';
import { call } from '../../../test/http';
import { ledgerSum } from '../../../test/points';
import {
  approveInWindow,
  confirmPayment,
  itemStart,
  recipient,
  shopper,
  stockedItem,
} from '../../../test/shop';
import { itemOptions, orders } from '../../db/schema/index';
import { moneyMismatches } from '../payments/books-service';

const t = adminTestApp();
const db = () => t.database.db;

const grant = (memberId: number, amount: number) =>
  t.asAdmin('POST', `/v1/admin/members/${memberId}/points`, { amount, reason: '적립금 지급' });
const usable = async (token: string) =>
  (await call(t.app, 'GET', '/v1/users/me/points', { token })).body.usable as number;
const orderRow = async (orderId: number) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const stockOf = async (itemId: number) =>
  Object.fromEntries(
    (await db().select().from(itemOptions).where(eq(itemOptions.itemId, itemId))).map((o) => [
      o.label,
      o.stock,
    ]),
  );

/** start → done spending `points` (the total the page shows) → the order as written. */
async function sheet(token: string, itemId: number, lines: Record<string, number>, points: number) {
  const started = await call(t.app, 'POST', '/v1/orders/start', {
    token,
    body: itemStart(itemId, lines),
  });
  expect(started.status).toBe(200);
  const totals = orderTotals(started.body.items_total, null, 0, points);
  return call(t.app, 'POST', '/v1/orders/done', {
    token,
    body: {
      ...recipient,
      merchant_id: started.body.merchant_id,
      total_price: totals.total_price,
      apply_coupon_id: null,
      use_points: points,
    },
  });
}

/** Registers and pays the order's money in the sandbox window; answers the success call. */
async function pay(
  token: string,
  order: { merchant_id: string; total_price: number; order_name: string },
) {
  const registered = await call(t.app, 'POST', '/v1/payment/toss', {
    token,
    body: {
      payment_method: '카드',
      payment_name: order.order_name,
      merchant_id: order.merchant_id,
      amount: order.total_price,
    },
  });
  expect(registered.status).toBe(201);
  const redirect = await approveInWindow(t.app, {
    merchantId: order.merchant_id,
    orderName: order.order_name,
    amount: order.total_price,
  });
  return confirmPayment(t.app, redirect, token);
}

describe('spending 적립금 on an order', () => {
  it('refuses what the rules do not allow, before anything is written', async () => {
    const { member, token } = await shopper(t.app, db());
    const item = await stockedItem(db(), { M: 5 }, 39_000);
    const below = await sheet(token, item.id, { M: 1 }, 5_000);
    expect(below.status).toBe(409);
    expect(below.body.detail).toBe(pointMessages.belowMinimum(POINT_RULES.minSpend));

    await grant(member.id, 12_000);
    const over = await sheet(token, item.id, { M: 1 }, 12_001);
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(pointMessages.overUsable(12_000));
    await grant(member.id, 100_000);
    const overTotal = await sheet(token, item.id, { M: 1 }, 42_001);
    expect(overTotal.status).toBe(422);
    expect(overTotal.body.detail[0]).toMatchObject({
      loc: ['body', 'use_points'],
      msg: pointMessages.overTotal,
    });
    const negative = await sheet(token, item.id, { M: 1 }, -1);
    expect(negative.status).toBe(422);
    expect(await ledgerSum(db(), member.id)).toBe(112_000);
  });

  it('spends at the payment, gives everything back on a cancel, and the books hold', async () => {
    const { member, token } = await shopper(t.app, db());
    await grant(member.id, 15_000);
    const item = await stockedItem(db(), { M: 5 }, 39_000);
    const done = await sheet(token, item.id, { M: 1 }, 12_000);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ points_used: 12_000, total_price: 30_000 });
    // Nothing is spent until the payment is confirmed.
    expect(await usable(token)).toBe(15_000);

    const paid = await pay(token, done.body);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ order_status: 'ORDER_PLACED', points_used: 12_000 });
    expect(await usable(token)).toBe(3_000);

    const cancelled = await call(t.app, 'POST', `/v1/orders/${done.body.order_id}/cancel`, {
      token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order_status).toBe('ORDER_CANCELLED');
    expect(await usable(token)).toBe(15_000);
    expect(await ledgerSum(db(), member.id)).toBe(15_000);
    expect(await moneyMismatches(db())).toEqual([]);
  });

  it('gives points back in proportion on a partial refund, and the rest with the last one', async () => {
    const { member, token } = await shopper(t.app, db());
    await grant(member.id, 20_000);
    const item = await stockedItem(db(), { M: 5, L: 5 }, 30_000);
    const done = await sheet(token, item.id, { M: 1, L: 1 }, 20_000);
    expect(done.body).toMatchObject({ total_price: 40_000, points_used: 20_000 });
    expect((await pay(token, done.body)).status).toBe(200);

    const detail = await t.asAdmin('GET', `/v1/admin/orders/${done.body.order_id}`);
    expect(detail.body.amounts).toMatchObject({ points_used: 20_000, points_returned: 0 });
    const lineL = detail.body.lines.find((l: { option: string }) => l.option === 'L');
    const part = await t.asAdmin('POST', `/v1/admin/orders/${done.body.order_id}/refund`, {
      request_id: `points-part-${done.body.order_id}`,
      reason: '사이즈 품절',
      lines: [{ line_id: lineL.line_id, quantity: 1 }],
    });
    expect(part.status, part.text).toBe(200);
    // 30,000 of the 60,000 paid: half the points and half the money.
    expect(part.body.amounts).toMatchObject({ refunded: 20_000, points_returned: 10_000 });
    expect(await usable(token)).toBe(10_000);

    const rest = await t.asAdmin('POST', `/v1/admin/orders/${done.body.order_id}/refund`, {
      request_id: `points-rest-${done.body.order_id}`,
      reason: '주문 취소',
    });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.amounts).toMatchObject({ refunded: 40_000, points_returned: 20_000 });
    expect(rest.body.order_status).toBe('ORDER_CANCELLED');
    expect(await ledgerSum(db(), member.id)).toBe(20_000);
    expect(await moneyMismatches(db())).toEqual([]);
  });

  it('places an order the points pay in full without the payment window', async () => {
    const { member, token } = await shopper(t.app, db());
    await grant(member.id, 50_000);
    const item = await stockedItem(db(), { M: 2 }, 39_000);
    const done = await sheet(token, item.id, { M: 1 }, 42_000);
    expect(done.body).toMatchObject({ total_price: 0, points_used: 42_000 });
    const card = await call(t.app, 'POST', '/v1/payment/uncharged', {
      token,
      body: { merchant_id: 'unknown-order' },
    });
    expect(card.status).toBe(404);

    const placed = await call(t.app, 'POST', '/v1/payment/uncharged', {
      token,
      body: { merchant_id: done.body.merchant_id },
    });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body).toMatchObject({ order_status: 'ORDER_PLACED', total_price: 0 });
    expect(placed.body.paid_at).not.toBeNull();
    expect(await stockOf(item.id)).toEqual({ M: 1 });
    expect(await usable(token)).toBe(8_000);
    const again = await call(t.app, 'POST', '/v1/payment/uncharged', {
      token,
      body: { merchant_id: done.body.merchant_id },
    });
    expect(again.status).toBe(409);

    const cancelled = await call(t.app, 'POST', `/v1/orders/${done.body.order_id}/cancel`, {
      token,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await stockOf(item.id)).toEqual({ M: 2 });
    expect(await usable(token)).toBe(50_000);
    expect(await moneyMismatches(db())).toEqual([]);
  });

  it('refuses a card order that still has money to pay on the uncharged path', async () => {
    const { member, token } = await shopper(t.app, db());
    await grant(member.id, 10_000);
    const item = await stockedItem(db(), { M: 2 }, 39_000);
    const done = await sheet(token, item.id, { M: 1 }, 10_000);
    const refused = await call(t.app, 'POST', '/v1/payment/uncharged', {
      token,
      body: { merchant_id: done.body.merchant_id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(paymentMessages.notFree);
    expect((await orderRow(done.body.order_id)).status).toBe('PAYMENT_PENDING');
  });

  it('never spends the same balance twice: ten orders at once, one balance', async () => {
    const { member, token } = await shopper(t.app, db());
    await grant(member.id, 15_000);
    const item = await stockedItem(db(), { M: 20 }, 10_000);
    const sheets = [];
    for (let i = 0; i < 10; i += 1) {
      const done = await sheet(token, item.id, { M: 1 }, 13_000);
      expect(done.status).toBe(201);
      sheets.push(done.body as { merchant_id: string; order_id: number });
    }
    const answers = await Promise.all(
      sheets.map((s) =>
        call(t.app, 'POST', '/v1/payment/uncharged', {
          token,
          body: { merchant_id: s.merchant_id },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.detail).toBe(paymentMessages.pointsUnavailable);
    expect(await ledgerSum(db(), member.id)).toBe(2_000);
    expect(await stockOf(item.id)).toEqual({ M: 19 });
  });

  it('refuses the payment (nothing charged) when the points went elsewhere after the sheet', async () => {
    const { member, token } = await shopper(t.app, db());
    await grant(member.id, 12_000);
    const item = await stockedItem(db(), { M: 5 }, 39_000);
    const done = await sheet(token, item.id, { M: 1 }, 12_000);
    await t.asAdmin('POST', `/v1/admin/members/${member.id}/points`, {
      amount: -5_000,
      reason: '오지급 회수',
    });
    const paid = await pay(token, done.body);
    expect(paid.status).toBe(409);
    expect(paid.body.detail).toBe(paymentMessages.pointsUnavailable);
    expect((await orderRow(done.body.order_id)).status).toBe('PAYMENT_PENDING');
    expect(await ledgerSum(db(), member.id)).toBe(7_000);
    expect(await stockOf(item.id)).toEqual({ M: 5 });
    expect(await moneyMismatches(db())).toEqual([]);
  });
});
