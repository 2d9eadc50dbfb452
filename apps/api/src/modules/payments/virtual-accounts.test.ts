import { randomUUID } from 'node:crypto';
import { adminOrderDetailSchema, adminOrderMessages } from '@shop/contract/admin-orders';
import { orderSchema } from '@shop/contract/orders';
import { depositMessages } from '@shop/contract/virtual-accounts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import type { PendingPurchase } from '../../../test/fake-shop';
import { useFakeShop } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { notifications, orderEvents } from '../../db/schema/index';
import { moneyMismatches } from './books-service';
import { createOrderExpiry, type OrderExpiry } from './expire-service';

const shop = useFakeShop();
let expiry: OrderExpiry;
beforeAll(() => {
  expiry = createOrderExpiry({ db: shop.t.database.db, payments: shop.t.app.services.payments });
});

const refundAccount = { bank: '88', account_number: '110-123-456789', holder_name: '김온도' };

/** A member's order paid by virtual account: the success call issues the account. */
async function issued(lines: Record<string, number> = { M: 2 }, coupon = false) {
  const item = await shop.stockedItem({ M: 5 });
  const pending = await shop.pendingPurchase(item, lines, { coupon });
  const p: PendingPurchase = {
    ...pending,
    paymentKey: shop.toss.authenticate({
      orderId: pending.merchantId,
      amount: pending.total,
      method: 'VIRTUAL_ACCOUNT',
      customerName: '김온도',
    }),
  };
  const answer = await shop.succeed(p);
  expect(answer.status).toBe(200);
  return { item, p, order: orderSchema.parse(answer.body) };
}

const depositNotice = (body: unknown) =>
  call(shop.t.app, 'POST', '/v1/payment/toss/webhook', { body });

const eventsOf = async (orderId: number) =>
  (await shop.db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
    (e) => `${e.fromStatus}>${e.toStatus}:${e.actorType}`,
  );

const noticesOf = async (orderId: number) =>
  (await shop.db().select().from(notifications).where(eq(notifications.orderId, orderId))).map(
    (n) => `${n.event}/${n.channel}`,
  );

const cancel = (p: PendingPurchase, body?: unknown) =>
  call(shop.t.app, 'POST', `/v1/orders/${p.orderId}/cancel`, {
    token: p.token,
    ...(body !== undefined && { body }),
  });

describe('a virtual account issued at confirm', () => {
  it('puts the order in 입금 대기 with the account shown, its stock and coupon held and nothing charged', async () => {
    const { item, p, order } = await issued({ M: 2 }, true);
    expect(order.order_status).toBe('AWAITING_DEPOSIT');
    expect(order.payment_method).toBe('가상계좌');
    expect(order.virtual_account).toMatchObject({
      bank_code: '88',
      bank_name: '신한은행',
      holder_name: '김온도',
      amount: p.total,
      state: 'WAITING',
      deposited_at: null,
    });
    expect(Date.parse(order.virtual_account!.due_at)).toBeGreaterThan(Date.now());
    expect(order.refund_account_required).toBe(false);
    expect(order.cash_receipt_available).toBe(false);
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    const { payment, coupon } = await shop.recordOf(p);
    expect(coupon?.usedAt).not.toBeNull();
    expect(payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', approvedAt: null });
    // Only the secret's hash is kept.
    const secret = shop.toss.payment(p.paymentKey)!.secret!;
    expect(payment!.depositSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(payment!.depositSecretHash).not.toContain(secret);
    expect(await noticesOf(p.orderId)).toEqual(['DEPOSIT_GUIDE/mail', 'DEPOSIT_GUIDE/alimtalk']);
    expect(await eventsOf(p.orderId)).toEqual(['PAYMENT_PENDING>AWAITING_DEPOSIT:provider']);
    expect(await moneyMismatches(shop.db())).toEqual([]);

    // The same success address again answers the same order.
    const again = await shop.succeed(p);
    expect(again.status).toBe(200);
    expect(orderSchema.parse(again.body).order_status).toBe('AWAITING_DEPOSIT');
  });

  it('is paid by the deposit notice only with the right secret, once however often it comes', async () => {
    const { p } = await issued();
    const notice = shop.toss.deposit(p.paymentKey);

    const forged = await depositNotice({ ...notice, secret: 'not-the-secret' });
    expect(forged).toMatchObject({ status: 403, body: { detail: depositMessages.secretMismatch } });
    expect((await shop.recordOf(p)).order.status).toBe('AWAITING_DEPOSIT');

    const answers = await Promise.all([1, 2, 3].map(() => depositNotice(notice)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const { order, payment } = await shop.recordOf(p);
    expect(order.status).toBe('ORDER_PLACED');
    expect(order.paidAt).not.toBeNull();
    expect(payment?.status).toBe('DONE');
    expect(await eventsOf(p.orderId)).toEqual([
      'PAYMENT_PENDING>AWAITING_DEPOSIT:provider',
      'AWAITING_DEPOSIT>ORDER_PLACED:provider',
    ]);
    expect((await noticesOf(p.orderId)).filter((n) => n.startsWith('ORDER_PLACED'))).toHaveLength(
      2,
    );
    expect(await moneyMismatches(shop.db())).toEqual([]);

    const mine = await call(shop.t.app, 'GET', '/v1/orders', { token: p.token });
    const shown = orderSchema
      .array()
      .parse((mine.body as { order_list: unknown[] }).order_list)[0]!;
    expect(shown.virtual_account).toMatchObject({ state: 'DEPOSITED' });
    expect(shown.refund_account_required).toBe(true);
    expect(shown.cash_receipt_available).toBe(true);
  });

  it('gives everything back when the provider lets it expire', async () => {
    const { item, p } = await issued({ M: 2 }, true);
    shop.toss.expire(p.paymentKey);
    expect((await shop.webhook(p.paymentKey)).status).toBe(200);
    const { order, payment, coupon } = await shop.recordOf(p);
    expect(order).toMatchObject({ status: 'ORDER_CANCELLED', holdsStock: false, paidAt: null });
    expect(payment?.status).toBe('EXPIRED');
    expect(coupon?.usedAt).toBeNull();
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
    expect(await noticesOf(p.orderId)).not.toContain('REFUNDED/mail');
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });

  it('is closed by the expiry job once its due date has passed, at the provider first', async () => {
    const { item, p } = await issued();
    const early = await expiry.closeOverdueAccounts({ now: new Date() });
    expect(early.cancelled).toBe(0);
    const due = new Date(Date.now() + 25 * 3600_000);
    const outcome = await expiry.closeOverdueAccounts({ now: due });
    expect(outcome.failed).toEqual([]);
    expect(outcome.cancelled).toBeGreaterThanOrEqual(1);
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('CANCELED');
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_CANCELLED');
    expect(await eventsOf(p.orderId)).toContain('AWAITING_DEPOSIT>ORDER_CANCELLED:system');
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
    // A deposit can no longer arrive.
    expect(() => shop.toss.deposit(p.paymentKey)).toThrow();
  });

  it('places the order when the deposit came in just before the job looked', async () => {
    const { p } = await issued();
    shop.toss.deposit(p.paymentKey);
    const due = new Date(Date.now() + 25 * 3600_000);
    expect((await expiry.closeOverdueAccounts({ now: due })).settled).toBeGreaterThanOrEqual(1);
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_PLACED');
  });
});

describe('cancelling a virtual-account order', () => {
  it('while waiting closes the account, no refund account needed', async () => {
    const { item, p } = await issued();
    const answer = await cancel(p);
    expect(answer.status).toBe(200);
    const order = orderSchema.parse(answer.body);
    expect(order.order_status).toBe('ORDER_CANCELLED');
    expect(order.virtual_account?.state).toBe('CLOSED');
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('CANCELED');
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });

  it('after the deposit asks where the money goes, and sends it there', async () => {
    const { item, p } = await issued();
    expect((await depositNotice(shop.toss.deposit(p.paymentKey))).status).toBe(200);

    const without = await cancel(p);
    expect(without.status).toBe(422);
    expect(without.body).toMatchObject({
      detail: [{ loc: ['body', 'refund_account'], msg: depositMessages.refundAccountRequired }],
    });
    const badNumber = await cancel(p, {
      refund_account: { ...refundAccount, account_number: '12' },
    });
    expect(badNumber.status).toBe(422);
    expect((await shop.recordOf(p)).order.status).toBe('ORDER_PLACED');

    const done = await cancel(p, { refund_account: refundAccount });
    expect(done.status).toBe(200);
    expect(orderSchema.parse(done.body).order_status).toBe('ORDER_CANCELLED');
    const atProvider = shop.toss.payment(p.paymentKey)!;
    expect(atProvider.status).toBe('CANCELED');
    expect(atProvider.virtualAccount?.refundReceiveAccount).toMatchObject({
      bankCode: '88',
      accountNumber: '110123456789',
      holderName: '김온도',
    });
    const { payment } = await shop.recordOf(p);
    expect(payment?.refundAccount).toEqual({
      bankCode: '88',
      accountNumber: '********6789',
      holderName: '김온도',
    });
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });

  it('and a deposit racing the cancel: the order ends either paid or closed, never both', async () => {
    const { item, p } = await issued();
    const notice = shop.toss.deposit(p.paymentKey);
    const [cancelled, noticed] = await Promise.all([cancel(p), depositNotice(notice)]);
    expect(noticed.status).toBe(200);
    const { order } = await shop.recordOf(p);
    const atProvider = shop.toss.payment(p.paymentKey)!;
    // The money came in, so the cancel cannot close the account: it asks for the refund account.
    expect(cancelled.status).toBe(422);
    expect(order.status).toBe('ORDER_PLACED');
    expect(atProvider.status).toBe('DONE');
    expect(await shop.stockOf(item.id)).toEqual({ M: 3 });
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });
});

describe('cash receipts', () => {
  const receipt = { type: '소득공제', identity_number: '010-1234-5678' };
  const ask = (p: PendingPurchase, body: unknown) =>
    call(shop.t.app, 'POST', `/v1/orders/${p.orderId}/cash-receipt`, { token: p.token, body });

  it('are issued once for a deposited virtual account', async () => {
    const { p } = await issued();
    expect((await ask(p, receipt)).status).toBe(409);
    await depositNotice(shop.toss.deposit(p.paymentKey));
    const bad = await ask(p, { type: '지출증빙', identity_number: '123' });
    expect(bad.status).toBe(422);
    const answer = await ask(p, receipt);
    expect(answer.status).toBe(200);
    const order = orderSchema.parse(answer.body);
    expect(order.cash_receipt).toMatchObject({ type: '소득공제', amount: p.total });
    expect(order.cash_receipt?.receipt_url).toMatch(/^http/);
    expect(order.cash_receipt_available).toBe(false);
    expect(await ask(p, receipt)).toMatchObject({
      status: 409,
      body: { detail: depositMessages.cashReceiptExists },
    });
  });

  it('are offered for a bank transfer, named by the provider whatever the order sheet said', async () => {
    const item = await shop.stockedItem({ M: 2 });
    const pending = await shop.pendingPurchase(item, { M: 1 });
    const p = {
      ...pending,
      paymentKey: shop.toss.authenticate({
        orderId: pending.merchantId,
        amount: pending.total,
        method: 'TRANSFER',
      }),
    };
    const paid = orderSchema.parse((await shop.succeed(p)).body);
    expect(paid).toMatchObject({
      order_status: 'ORDER_PLACED',
      payment_method: '계좌이체',
      cash_receipt_available: true,
      refund_account_required: false,
    });
    expect((await ask(p, { type: '지출증빙', identity_number: '1234567890' })).status).toBe(200);
  });

  it('are not offered for a card payment', async () => {
    const item = await shop.stockedItem({ M: 2 });
    const p = await shop.pendingPurchase(item, { M: 1 });
    expect((await shop.succeed(p)).status).toBe(200);
    expect(await ask(p, receipt)).toMatchObject({
      status: 409,
      body: { detail: depositMessages.cashReceiptNotOffered },
    });
  });
});

describe('the back office', () => {
  it('sees the account and refunds a deposited one part by part into the account it names', async () => {
    const { token } = await admin(shop.t.app, shop.db());
    const { p } = await issued({ M: 2 });
    const detail = async () =>
      adminOrderDetailSchema.parse(
        (await call(shop.t.app, 'GET', `/v1/admin/orders/${p.orderId}`, { token })).body,
      );
    expect((await detail()).payment?.virtual_account).toMatchObject({ state: 'WAITING' });
    await depositNotice(shop.toss.deposit(p.paymentKey));
    const shown = await detail();
    expect(shown.payment).toMatchObject({
      method: '가상계좌',
      status: 'DONE',
      virtual_account: { state: 'DEPOSITED', bank_name: '신한은행' },
      refund_account: null,
    });
    const lineId = shown.lines[0]!.line_id;
    const refund = (body: Record<string, unknown>) =>
      call(shop.t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
        token,
        body: { request_id: randomUUID(), reason: '부분 환불', ...body },
      });
    expect((await refund({ lines: [{ line_id: lineId, quantity: 1 }] })).status).toBe(422);
    const done = await refund({
      lines: [{ line_id: lineId, quantity: 1 }],
      refund_account: refundAccount,
    });
    expect(done.status).toBe(200);
    expect(adminOrderDetailSchema.parse(done.body).payment?.refund_account).toEqual({
      bank_name: '신한은행',
      account_number: '********6789',
      holder_name: '김온도',
    });
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('PARTIAL_CANCELED');
    expect(await moneyMismatches(shop.db())).toEqual([]);
  });

  it('closes an account still waiting for its deposit, whole orders only', async () => {
    const { token } = await admin(shop.t.app, shop.db());
    const { item, p } = await issued({ M: 2 });
    const detail = adminOrderDetailSchema.parse(
      (await call(shop.t.app, 'GET', `/v1/admin/orders/${p.orderId}`, { token })).body,
    );
    expect(detail.actions.can_refund).toBe(true);
    const refund = (body: Record<string, unknown>) =>
      call(shop.t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
        token,
        body: { reason: '고객 전화 요청', ...body },
      });
    const partial = await refund({
      request_id: randomUUID(),
      lines: [{ line_id: detail.lines[0]!.line_id, quantity: 1 }],
    });
    expect(partial).toMatchObject({
      status: 409,
      body: { detail: adminOrderMessages.waitingWholeOnly },
    });
    const requestId = randomUUID();
    const closed = await refund({ request_id: requestId });
    expect(closed.status).toBe(200);
    expect(adminOrderDetailSchema.parse(closed.body)).toMatchObject({
      order_status: 'ORDER_CANCELLED',
      payment: { virtual_account: { state: 'CLOSED' } },
    });
    expect((await refund({ request_id: requestId })).status).toBe(200);
    expect(shop.toss.payment(p.paymentKey)?.status).toBe('CANCELED');
    expect(await eventsOf(p.orderId)).toEqual([
      'PAYMENT_PENDING>AWAITING_DEPOSIT:provider',
      'AWAITING_DEPOSIT>ORDER_CANCELLED:admin',
    ]);
    expect(await shop.stockOf(item.id)).toEqual({ M: 5 });
  });
});
