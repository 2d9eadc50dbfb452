import { adminOrderDetailSchema, adminOrderListSchema } from '@shop/contract/admin-orders';
import { orderListSchema } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { createCoupon } from '../../db/factories';
import { adminAudit, itemOptions } from '../../db/schema/index';

const t = adminTestApp();

const db = () => t.database.db;
const sandboxPayment = (paymentKey: string) =>
  t.app.tossSandbox!.payments().find((p) => p.paymentKey === paymentKey)!;
const stockOf = async (itemId: number) =>
  Object.fromEntries(
    (await db().select().from(itemOptions).where(eq(itemOptions.itemId, itemId))).map((o) => [
      o.label,
      o.stock,
    ]),
  );
let requests = 0;
const requestId = () => `req-${Date.now()}-${++requests}`;

const detailOf = async (orderId: number) => {
  const response = await call(t.app, 'GET', `/v1/admin/orders/${orderId}`, { token: t.token });
  expect(response.status).toBe(200);
  return adminOrderDetailSchema.parse(response.body);
};
const refund = (orderId: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/v1/admin/orders/${orderId}/refund`, {
    token: t.token,
    body: { request_id: requestId(), reason: '고객 요청', ...body },
  });
const ship = (orderId: number, tracking = '1234-5678-9012', carrier = 'CJ대한통운') =>
  call(t.app, 'POST', `/v1/admin/orders/${orderId}/status`, {
    token: t.token,
    body: { status: 'SHIPPED', carrier, tracking_number: tracking },
  });

describe('the order list', () => {
  it('filters by status and dates, searches by order number and member, leaves unpaid ones out', async () => {
    const order = await paidOrder(t.app, db(), { M: 1 });
    const listed = await call(t.app, 'GET', `/v1/admin/orders?q=${order.merchantId}`, {
      token: t.token,
    });
    expect(listed.status).toBe(200);
    const list = adminOrderListSchema.parse(listed.body);
    expect(list.orders.map((o) => o.merchant_id)).toEqual([order.merchantId]);
    expect(list).toMatchObject({
      total: 1,
      page: 1,
      page_count: 1,
      status_counts: { ORDER_PLACED: 1 },
    });

    const byNickname = await call(
      t.app,
      'GET',
      `/v1/admin/orders?q=${encodeURIComponent(list.orders[0]!.member!.nickname)}`,
      { token: t.token },
    );
    expect(byNickname.body.orders.map((o: { order_id: number }) => o.order_id)).toContain(
      order.orderId,
    );

    const placed = await call(t.app, 'GET', '/v1/admin/orders?status=ORDER_PLACED&size=100', {
      token: t.token,
    });
    expect(
      placed.body.orders.every((o: { order_status: string }) => o.order_status === 'ORDER_PLACED'),
    ).toBe(true);
    expect(
      (
        await call(t.app, 'GET', '/v1/admin/orders?from=2001-01-01&to=2001-01-31', {
          token: t.token,
        })
      ).body.total,
    ).toBe(0);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const todays = await call(t.app, 'GET', `/v1/admin/orders?from=${today}&to=${today}&size=100`, {
      token: t.token,
    });
    expect(todays.body.orders.map((o: { order_id: number }) => o.order_id)).toContain(
      order.orderId,
    );
    expect(
      (await call(t.app, 'GET', '/v1/admin/orders?status=PAYMENT_PENDING', { token: t.token })).body
        .total,
    ).toBe(0);
    const all = await call(t.app, 'GET', '/v1/admin/orders?size=100', { token: t.token });
    expect(
      all.body.orders.some((o: { order_status: string }) => o.order_status === 'PAYMENT_PENDING'),
    ).toBe(false);
    expect(
      (await call(t.app, 'GET', '/v1/admin/orders?from=2026-13-01', { token: t.token })).status,
    ).toBe(422);
    expect(
      (
        await call(t.app, 'GET', '/v1/admin/orders?from=2026-02-02&to=2026-02-01', {
          token: t.token,
        })
      ).status,
    ).toBe(400);
  });

  it('shows an order with its lines, recipient, amounts, payment and actions', async () => {
    const order = await paidOrder(t.app, db(), { M: 2, L: 1 }, { price: 20_000 });
    const detail = await detailOf(order.orderId);
    expect(detail).toMatchObject({
      order_status: 'ORDER_PLACED',
      lines: [
        { option: 'M', quantity: 2, unit_price: 20_000, refunded_quantity: 0 },
        { option: 'L', quantity: 1, refunded_quantity: 0 },
      ],
      recipient: { name: '김온도', post_code: '04779' },
      amounts: {
        items_total: 60_000,
        shipping_fee: 0,
        total_price: 60_000,
        refunded: 0,
        remaining: 60_000,
      },
      payment: {
        status: 'DONE',
        amount: 60_000,
        canceled_amount: 0,
        payment_key: order.paymentKey,
      },
      actions: { can_ship: true, can_deliver: false, can_refund: true },
      // The payment placed the order: the provider's confirmation.
      history: [
        {
          type: 'STATUS',
          actor_type: 'provider',
          actor: { member_id: null, nickname: '결제사' },
          from_status: 'PAYMENT_PENDING',
          to_status: 'ORDER_PLACED',
        },
      ],
    });
    expect((await call(t.app, 'GET', '/v1/admin/orders/999999', { token: t.token })).status).toBe(
      404,
    );
  });
});

describe('the order lifecycle', () => {
  it('ships with a tracking number the member sees, then delivers; repeats change nothing', async () => {
    const order = await paidOrder(t.app, db(), { M: 1 });
    expect((await ship(order.orderId, 'abc')).status).toBe(422);
    const unknownCarrier = await ship(order.orderId, '1234-5678-9012', '동네택배');
    expect(unknownCarrier.status).toBe(422);
    expect(JSON.stringify(unknownCarrier.body.detail)).toContain('목록에 있는 택배사');
    const delivering = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/status`, {
      token: t.token,
      body: { status: 'DELIVERED' },
    });
    expect(delivering.status).toBe(409);
    expect(delivering.body.detail).toBe('주문 완료 주문은 배송 완료(으)로 바꿀 수 없습니다.');

    const shipped = await ship(order.orderId);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      order_status: 'SHIPPED',
      carrier: 'CJ대한통운',
      tracking_number: '1234-5678-9012',
      actions: { can_ship: false, can_deliver: true, can_edit_tracking: true },
    });
    expect((await ship(order.orderId)).body.history).toHaveLength(2);

    const mine = await call(t.app, 'GET', '/v1/orders/', { token: order.buyer.token });
    const seen = orderListSchema
      .parse(mine.body)
      .order_list.find((o) => o.order_id === order.orderId);
    expect(seen).toMatchObject({
      order_status: 'SHIPPED',
      carrier: 'CJ대한통운',
      tracking_number: '1234-5678-9012',
    });

    // The form may send a carrier's code; the order keeps its name.
    const corrected = await ship(order.orderId, '9999-0000-1111', 'cj');
    expect(corrected.body.tracking_number).toBe('9999-0000-1111');
    expect(corrected.body.carrier).toBe('CJ대한통운');
    expect(corrected.body.history.map((e: { type: string }) => e.type)).toEqual([
      'STATUS',
      'STATUS',
      'TRACKING',
    ]);

    const delivered = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/status`, {
      token: t.token,
      body: { status: 'DELIVERED' },
    });
    expect(delivered.body).toMatchObject({
      order_status: 'DELIVERED',
      delivered_at: expect.any(String),
    });
    const again = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/status`, {
      token: t.token,
      body: { status: 'DELIVERED' },
    });
    const history = adminOrderDetailSchema.parse(again.body).history;
    expect(history.map((e) => [e.type, e.actor_type, e.from_status, e.to_status])).toEqual([
      ['STATUS', 'provider', 'PAYMENT_PENDING', 'ORDER_PLACED'],
      ['STATUS', 'admin', 'ORDER_PLACED', 'SHIPPED'],
      ['TRACKING', 'admin', 'SHIPPED', 'SHIPPED'],
      ['STATUS', 'admin', 'SHIPPED', 'DELIVERED'],
    ]);
    expect(history[1]!.actor.nickname).toEqual(expect.any(String));
    expect((await ship(order.orderId)).status).toBe(409);

    const audit = await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, String(order.orderId)));
    expect(audit.map((a) => a.action)).toEqual(['order.status', 'order.tracking', 'order.status']);
  });
});

describe('refunds', () => {
  it('cancels a whole order before shipping: provider, stock, coupon; the same request again does nothing', async () => {
    const coupon = await createCoupon(db(), {
      type: 'PRICE',
      discountPrice: 5_000,
      discountRatio: null,
    });
    const order = await paidOrder(t.app, db(), { M: 2 }, { couponId: coupon.id });
    expect(await stockOf(order.item.id)).toEqual({ M: 8 });
    const body = { request_id: requestId(), reason: '고객 변심' };
    const first = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/refund`, {
      token: t.token,
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      order_status: 'ORDER_CANCELLED',
      refunded_amount: 55_000,
      amounts: { total_price: 55_000, refunded: 55_000, remaining: 0 },
      payment: { status: 'CANCELED', canceled_amount: 55_000 },
      lines: [{ refunded_quantity: 2 }],
      actions: { can_refund: false },
      history: [
        { type: 'STATUS', to_status: 'ORDER_PLACED' },
        {
          type: 'REFUND',
          actor_type: 'admin',
          amount: 55_000,
          reason: '고객 변심',
          from_status: 'ORDER_PLACED',
          to_status: 'ORDER_CANCELLED',
        },
      ],
    });
    expect(await stockOf(order.item.id)).toEqual({ M: 10 });
    expect(sandboxPayment(order.paymentKey)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });

    const again = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/refund`, {
      token: t.token,
      body,
    });
    expect(again.status).toBe(200);
    expect(again.body.history).toHaveLength(2);
    expect(sandboxPayment(order.paymentKey).cancels).toHaveLength(1);
    expect(await stockOf(order.item.id)).toEqual({ M: 10 });

    const coupons = await call(t.app, 'GET', '/v1/users/me/coupon', { token: order.buyer.token });
    expect(coupons.body.map((c: { coupon_id: number }) => c.coupon_id)).toContain(coupon.id);

    const more = await refund(order.orderId, {});
    expect(more.status).toBe(409);
    expect(more.body.detail).toBe(
      '결제 완료·배송중·배송 완료 주문만 취소하거나 환불할 수 있습니다.',
    );
  });

  it('refunds part of an order with the coupon share taken off, then the rest as a return', async () => {
    const coupon = await createCoupon(db(), {
      type: 'RATIO',
      discountPrice: null,
      discountRatio: 10,
    });
    // 3 × 20,000 = 60,000, 10% off = 6,000, paid 54,000.
    const order = await paidOrder(t.app, db(), { M: 3 }, { price: 20_000, couponId: coupon.id });
    const detail = await detailOf(order.orderId);
    const lineId = detail.lines[0]!.line_id;

    const tooMany = await refund(order.orderId, { lines: [{ line_id: lineId, quantity: 4 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toContain('3개까지 환불할 수 있습니다');
    expect(
      (await refund(order.orderId, { lines: [{ line_id: 1_000_000, quantity: 1 }] })).status,
    ).toBe(422);

    const partial = await refund(order.orderId, { lines: [{ line_id: lineId, quantity: 1 }] });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      order_status: 'ORDER_PLACED',
      amounts: { refunded: 18_000, remaining: 36_000 },
      payment: { status: 'PARTIAL_CANCELED', canceled_amount: 18_000 },
      lines: [{ refunded_quantity: 1 }],
    });
    expect(await stockOf(order.item.id)).toEqual({ M: 8 });
    expect(sandboxPayment(order.paymentKey).balanceAmount).toBe(36_000);

    expect((await ship(order.orderId)).status).toBe(200);
    const rest = await refund(order.orderId, {});
    expect(rest.body).toMatchObject({
      order_status: 'RETURNED',
      amounts: { total_price: 54_000, refunded: 54_000, remaining: 0 },
      lines: [{ refunded_quantity: 3 }],
    });
    expect(
      rest.body.history
        .filter((e: { type: string }) => e.type === 'REFUND')
        .map((e: { amount: number }) => e.amount),
    ).toEqual([18_000, 36_000]);
    expect(sandboxPayment(order.paymentKey)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    expect(await stockOf(order.item.id)).toEqual({ M: 10 });
  });

  it("leaves a partly refunded order to the shop, and counts a member's own cancel as refunded", async () => {
    const order = await paidOrder(t.app, db(), { M: 2 });
    const lineId = (await detailOf(order.orderId)).lines[0]!.line_id;
    await refund(order.orderId, { lines: [{ line_id: lineId, quantity: 1 }] });
    const cancel = await call(t.app, 'POST', `/v1/orders/${order.orderId}/cancel`, {
      token: order.buyer.token,
    });
    expect(cancel.status).toBe(409);

    const own = await paidOrder(t.app, db(), { M: 1 });
    const cancelled = await call(t.app, 'POST', `/v1/orders/${own.orderId}/cancel`, {
      token: own.buyer.token,
    });
    expect(cancelled.status).toBe(200);
    expect((await detailOf(own.orderId)).amounts).toMatchObject({ refunded: 33_000, remaining: 0 });
  });

  it('never refunds more than was paid when refunds run at the same time', async () => {
    const order = await paidOrder(t.app, db(), { M: 3 }, { price: 10_000 });
    // 30,000 of items + 3,000 shipping.
    const lineId = (await detailOf(order.orderId)).lines[0]!.line_id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(order.orderId, { lines: [{ line_id: lineId, quantity: 1 }] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409]);
    const detail = await detailOf(order.orderId);
    expect(detail.amounts).toMatchObject({ total_price: 33_000, refunded: 33_000, remaining: 0 });
    expect(detail.order_status).toBe('ORDER_CANCELLED');
    const provider = sandboxPayment(order.paymentKey);
    expect(provider.cancels?.reduce((sum, c) => sum + c.cancelAmount, 0)).toBe(33_000);
    expect(await stockOf(order.item.id)).toEqual({ M: 10 });

    const whole = await paidOrder(t.app, db(), { M: 1 });
    const wholes = await Promise.all(Array.from({ length: 4 }, () => refund(whole.orderId, {})));
    expect(wholes.filter((a) => a.status === 200)).toHaveLength(1);
    expect(sandboxPayment(whole.paymentKey).cancels).toHaveLength(1);
  });

  it('refunds once when the provider carried out a cancel whose answer was lost', async () => {
    const order = await paidOrder(t.app, db(), { M: 1 });
    const body = { request_id: requestId(), reason: '품절' };
    t.app.tossSandbox!.loseNextCancelAnswer();
    // The payment is looked up at the provider: its cancel is recorded as done.
    const lost = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/refund`, {
      token: t.token,
      body,
    });
    expect(lost.status).toBe(200);
    expect(lost.body.amounts).toMatchObject({ refunded: 33_000, remaining: 0 });
    expect(lost.body.order_status).toBe('ORDER_CANCELLED');

    const retried = await call(t.app, 'POST', `/v1/admin/orders/${order.orderId}/refund`, {
      token: t.token,
      body,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.amounts).toMatchObject({ refunded: 33_000, remaining: 0 });
    expect(sandboxPayment(order.paymentKey).cancels).toHaveLength(1);
  });

  it('refuses a request id already used for another order', async () => {
    const first = await paidOrder(t.app, db(), { M: 1 });
    const second = await paidOrder(t.app, db(), { M: 1 });
    const body = { request_id: requestId(), reason: '테스트' };
    expect(
      (
        await call(t.app, 'POST', `/v1/admin/orders/${first.orderId}/refund`, {
          token: t.token,
          body,
        })
      ).status,
    ).toBe(200);
    const reused = await call(t.app, 'POST', `/v1/admin/orders/${second.orderId}/refund`, {
      token: t.token,
      body,
    });
    expect(reused.status).toBe(409);
    expect((await detailOf(second.orderId)).amounts.refunded).toBe(0);
  });
});
