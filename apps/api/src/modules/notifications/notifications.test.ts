import { orderNotificationListSchema } from '@shop/contract/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { openSecondPool } from '../../../test/database';
import { pendingPurchase, stockedItem, succeed } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { guestOrders, notifications, orders } from '../../db/schema/index';
import { createMessagingFake, type MessagingFake } from '../../integrations/messaging/fake';
import { createTossFake, type TossFake } from '../../integrations/toss/fake';
import { moveOrder, orderRows } from '../orders/lifecycle-service';
import { createNotificationService } from './service';

let t: TestApp;
let toss: TossFake;
let messaging: MessagingFake;
let token: string;
beforeAll(async () => {
  toss = createTossFake();
  messaging = createMessagingFake();
  t = await createTestApp({ toss, messaging });
  token = (await admin(t.app, t.database.db)).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  messaging.failWith(null);
  // Each test starts with nothing due, so that it delivers only its own notifications.
  await t.app.services.notifications.deliverDue(new Date(Date.now() + 24 * 3_600_000));
});

const rowsOf = (orderId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(notifications.id);

async function paidOrder() {
  const item = await stockedItem(t.database.db, { M: 5 });
  const p = await pendingPurchase(t.app, t.database.db, toss, item, { M: 2 });
  expect((await succeed(t.app, p)).status).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, p.orderId));
  return { p, order: order! };
}

const ship = (orderId: number) =>
  call(t.app, 'POST', `/v1/admin/orders/${orderId}/status`, {
    token,
    body: { status: 'SHIPPED', carrier: 'cj', tracking_number: '6123-4567-8901' },
  });

describe('order notifications', () => {
  it('queues 주문 완료 by mail and AlimTalk when an order is paid, and the job sends both', async () => {
    const { p, order } = await paidOrder();
    const queued = await rowsOf(p.orderId);
    expect(queued.map((r) => [r.event, r.channel, r.status])).toEqual([
      ['ORDER_PLACED', 'mail', 'pending'],
      ['ORDER_PLACED', 'alimtalk', 'pending'],
    ]);
    expect(queued[1]).toMatchObject({
      recipient: '01012345678',
      template: 'ONDO_ORDER_PLACED',
      variables: { name: '김온도', orderNumber: order.merchantId, total: '78,000원' },
    });

    const outcome = await t.app.services.notifications.deliverDue();
    expect(outcome).toMatchObject({ sent: 2, retrying: 0, failed: 0 });
    expect((await rowsOf(p.orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const mail = (await t.outbox.list()).find((m) => m.to === queued[0]!.recipient);
    expect(mail?.subject).toBe('[ONDO STUDIO] 주문이 완료되었습니다');
    expect(mail?.text).toContain(`주문번호: ${order.merchantId}`);
    expect(mail?.html).toContain('78,000원');
    const talk = messaging.sent.at(-1)!;
    expect(talk).toMatchObject({
      to: '01012345678',
      template_code: 'ONDO_ORDER_PLACED',
      parameters: { name: '김온도', orderNumber: order.merchantId, total: '78,000원' },
    });
    expect(talk.text).toContain('결제금액: 78,000원');
  });

  it('queues 배송 시작 with the carrier tracking link when the back office ships', async () => {
    const { p } = await paidOrder();
    await t.app.services.notifications.deliverDue();
    expect((await ship(p.orderId)).status).toBe(200);
    const shipped = (await rowsOf(p.orderId)).filter((r) => r.event === 'SHIPPED');
    const link = 'https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901';
    expect(shipped.map((r) => [r.channel, r.variables.trackingUrl])).toEqual([
      ['mail', link],
      ['alimtalk', link],
    ]);
    await t.app.services.notifications.deliverDue();
    expect(messaging.sent.at(-1)?.text).toContain(`배송조회: ${link}`);
    const mail = (await t.outbox.list()).find((m) => m.subject.includes('발송되었습니다'));
    expect(mail?.html).toContain(`href="${link}"`);

    const delivered = await call(t.app, 'POST', `/v1/admin/orders/${p.orderId}/status`, {
      token,
      body: { status: 'DELIVERED' },
    });
    expect(delivered.status).toBe(200);
    expect((await rowsOf(p.orderId)).map((r) => r.event)).toEqual([
      'ORDER_PLACED',
      'ORDER_PLACED',
      'SHIPPED',
      'SHIPPED',
      'DELIVERED',
      'DELIVERED',
    ]);
  });

  it('queues 취소·환불 완료 with the amount for a partial refund and for the cancel of the rest', async () => {
    const { p } = await paidOrder();
    const detail = await call(t.app, 'GET', `/v1/admin/orders/${p.orderId}`, { token });
    const lineId = detail.body.lines[0].line_id as number;
    const part = await call(t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
      token,
      body: {
        request_id: 'notify-part-1',
        reason: '불량',
        lines: [{ line_id: lineId, quantity: 1 }],
      },
    });
    expect(part.status).toBe(200);
    const rest = await call(t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
      token,
      body: { request_id: 'notify-rest-1', reason: '고객 변심' },
    });
    expect(rest.status).toBe(200);
    const refunds = (await rowsOf(p.orderId)).filter((r) => r.event === 'REFUNDED');
    expect(refunds.map((r) => [r.channel, r.variables.kind, r.variables.amount])).toEqual([
      ['mail', '부분 환불', '39,000원'],
      ['alimtalk', '부분 환불', '39,000원'],
      ['mail', '주문 취소', '39,000원'],
      ['alimtalk', '주문 취소', '39,000원'],
    ]);
  });

  it("tells a guest's order to the guest's own mail address and phone", async () => {
    const { p } = await paidOrder();
    // The same order as a guest's: no member, the orderer's contact kept with the order.
    await t.database.db.update(orders).set({ memberId: null }).where(eq(orders.id, p.orderId));
    await t.database.db.insert(guestOrders).values({
      orderId: p.orderId,
      ordererName: '이비회',
      ordererPhone: '010-9876-5432',
      ordererEmail: 'guest@example.com',
      passwordHash: 'not used here',
      consentVersion: '2026-01',
      consentedAt: new Date(),
    });
    expect((await ship(p.orderId)).status).toBe(200);
    const shipped = (await rowsOf(p.orderId)).filter((r) => r.event === 'SHIPPED');
    expect(shipped.map((r) => [r.channel, r.recipient, r.variables.name])).toEqual([
      ['mail', 'guest@example.com', '이비회'],
      ['alimtalk', '01098765432', '이비회'],
    ]);
  });

  it('asks a member for a 구매평 once the order is confirmed, and never a guest', async () => {
    const deliver = async (orderId: number) => {
      expect((await ship(orderId)).status).toBe(200);
      const done = await call(t.app, 'POST', `/v1/admin/orders/${orderId}/status`, {
        token,
        body: { status: 'DELIVERED' },
      });
      expect(done.status).toBe(200);
    };
    const member = await paidOrder();
    await deliver(member.p.orderId);
    const confirmed = await call(t.app, 'POST', `/v1/orders/${member.p.orderId}/confirm`, {
      token: member.p.token,
    });
    expect(confirmed.status).toBe(200);
    const asks = (await rowsOf(member.p.orderId)).filter((r) => r.event === 'REVIEW_REQUEST');
    expect(asks.map((r) => [r.channel, r.variables.orderPage])).toEqual([
      ['mail', 'mypage/reviews'],
      ['alimtalk', 'mypage/reviews'],
    ]);

    const guest = await paidOrder();
    await deliver(guest.p.orderId);
    await t.database.db
      .update(orders)
      .set({ memberId: null })
      .where(eq(orders.id, guest.p.orderId));
    await t.database.db.transaction(async (tx) => {
      const order = await orderRows.lock(tx, guest.p.orderId);
      await moveOrder(tx, order!, { to: 'PURCHASE_CONFIRMED', actor: { type: 'system' } });
    });
    const events = (await rowsOf(guest.p.orderId)).map((r) => r.event);
    expect(events).not.toContain('REVIEW_REQUEST');
  });

  it('tells nobody about an unpaid order given up', async () => {
    const item = await stockedItem(t.database.db, { M: 5 });
    const p = await pendingPurchase(t.app, t.database.db, toss, item, { M: 1 });
    const cancelled = await call(t.app, 'POST', `/v1/orders/${p.orderId}/cancel`, {
      token: p.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await rowsOf(p.orderId)).toEqual([]);
  });

  it('leaves no notification behind a status change that is rolled back', async () => {
    const { p } = await paidOrder();
    const before = (await rowsOf(p.orderId)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        const order = await orderRows.lock(tx, p.orderId);
        await moveOrder(tx, order!, {
          to: 'SHIPPED',
          actor: { type: 'admin' },
          patch: { carrier: 'CJ대한통운', trackingNumber: '1', shippedAt: new Date() },
        });
        expect(
          (await tx.select().from(notifications).where(eq(notifications.orderId, p.orderId)))
            .length,
        ).toBe(before + 2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rowsOf(p.orderId)).length).toBe(before);
    expect((await rowsOf(p.orderId)).some((r) => r.event === 'SHIPPED')).toBe(false);
  });
});

describe('a provider that fails', () => {
  it('is tried again later, then the notification fails; the back office sees it and resends', async () => {
    const { p } = await paidOrder();
    messaging.failWith('알림톡 발송 거절 -1000: 템플릿 없음');
    const service = t.app.services.notifications;
    let now = new Date();
    expect(await service.deliverDue(now)).toMatchObject({ sent: 1, retrying: 1, failed: 0 });
    const talk = async () => (await rowsOf(p.orderId)).find((r) => r.channel === 'alimtalk')!;
    expect(await talk()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await talk()).nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
    // Not yet due: nothing is tried.
    expect(await service.deliverDue(new Date(now.getTime() + 30_000))).toMatchObject({
      retrying: 0,
    });
    for (const attempt of [2, 3, 4, 5]) {
      now = (await talk()).nextAttemptAt;
      const outcome = await service.deliverDue(now);
      expect(outcome).toMatchObject(attempt < 5 ? { retrying: 1 } : { retrying: 0, failed: 1 });
      expect((await talk()).attempts).toBe(attempt);
    }
    expect(await talk()).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: '알림톡 발송 거절 -1000: 템플릿 없음',
    });

    const listed = await call(t.app, 'GET', `/v1/admin/orders/${p.orderId}/notifications`, {
      token,
    });
    expect(listed.status).toBe(200);
    const list = orderNotificationListSchema.parse(listed.body).notifications;
    expect(list.map((n) => [n.event, n.channel, n.status, n.attempts])).toEqual([
      ['ORDER_PLACED', 'mail', 'sent', 1],
      ['ORDER_PLACED', 'alimtalk', 'failed', 5],
    ]);
    expect(list[1]?.last_error).toBe('알림톡 발송 거절 -1000: 템플릿 없음');

    messaging.failWith(null);
    const failedId = list[1]!.notification_id;
    const again = await call(t.app, 'POST', `/v1/admin/notifications/${failedId}/resend`, {
      token,
    });
    expect(again.status).toBe(200);
    expect(again.body.notifications[1]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(
      (
        await call(t.app, 'POST', `/v1/admin/notifications/${list[0]!.notification_id}/resend`, {
          token,
        })
      ).status,
    ).toBe(409);
    await service.deliverDue();
    expect(await talk()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/v1/admin/orders/1/notifications')).status).toBe(401);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two instances delivering at once', () => {
  it('send each notification once', async () => {
    const placed = [];
    for (let i = 0; i < 6; i += 1) placed.push((await paidOrder()).p.orderId);
    const secondPool = await openSecondPool(t.database);
    try {
      const sent: string[] = [];
      const slow = {
        async send(message: { idempotencyKey: string }) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          sent.push(message.idempotencyKey);
        },
      };
      const mailer = {
        async send() {
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      };
      const options = { mailer, messaging: slow, publicUrl: 'http://shop.test', batchSize: 3 };
      const first = createNotificationService({ db: t.database.db, ...options });
      const second = createNotificationService({ db: secondPool.db, ...options });
      const [a, b] = await Promise.all([first.deliverDue(), second.deliverDue()]);
      expect(a.sent + b.sent).toBe(12);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent.length).toBe(6);
      for (const orderId of placed) {
        expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
          ['sent', 1],
          ['sent', 1],
        ]);
      }
    } finally {
      await secondPool.close();
    }
  });
});
