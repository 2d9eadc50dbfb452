import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createCoupon } from '../src/db/factories';
import { itemOptions, memberCoupons, orderLines, orders, payments } from '../src/db/schema/index';
import { createTossFake, type TossFake, type TossFakeOptions } from '../src/integrations/toss/fake';
import { createTestApp, type TestApp } from './app';
import { startedForFile } from './hooks';
import { call } from './http';
import { claimCoupon, itemStart, placePendingOrder, shopper, stockedItem } from './shop';

/** The app with the in-process Toss fake as its payment provider. */
export async function fakeShop(options: TossFakeOptions = {}) {
  const toss = createTossFake(options);
  // The tests play the provider's webhooks far faster than its real rate.
  const t: TestApp = await createTestApp({ toss, env: { WEBHOOK_RATE_LIMIT_MAX: '1000000' } });
  return { t, toss };
}

/**
 * The provider's clock, for the fake's `now`: its payment sessions expire 10 minutes after the
 * window. `ahead` runs `run` with that clock `minutes` later than the shop's, then puts it back.
 */
export function providerClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    async ahead<T>(minutes: number, run: () => Promise<T>): Promise<T> {
      offset = minutes * 60_000;
      try {
        return await run();
      } finally {
        offset = 0;
      }
    },
  };
}

export interface PendingPurchase {
  token: string;
  memberId: number;
  orderId: number;
  merchantId: string;
  total: number;
  paymentKey: string;
  couponId: number | null;
}

/**
 * A member's order of `lines` (option label → quantity of `item`), registered and approved in
 * the payment window (an IN_PROGRESS payment at the provider): the success call comes next.
 */
export async function pendingPurchase(
  app: App,
  db: Database,
  toss: TossFake,
  item: { id: number },
  lines: Record<string, number>,
  options: { coupon?: boolean; postCode?: string } = {},
): Promise<PendingPurchase> {
  const buyer = await shopper(app, db);
  let couponId: number | null = null;
  if (options.coupon) {
    const coupon = await createCoupon(db, {
      type: 'PRICE',
      discountPrice: 1_000,
      discountRatio: null,
    });
    await claimCoupon(app, buyer.token, coupon.id);
    couponId = coupon.id;
  }
  const order = await placePendingOrder(
    app,
    buyer.token,
    itemStart(item.id, lines),
    couponId ?? undefined,
    options.postCode,
  );
  const paymentKey = toss.authenticate({ orderId: order.merchantId, amount: order.total });
  return {
    token: buyer.token,
    memberId: buyer.member.id,
    orderId: order.orderId,
    merchantId: order.merchantId,
    total: order.total,
    paymentKey,
    couponId,
  };
}

/** `p` with the card refused in the payment window instead: a FAILED payment under a new key. */
export const refusedInWindow = (toss: TossFake, p: PendingPurchase): PendingPurchase => ({
  ...p,
  paymentKey: toss.authenticate({ orderId: p.merchantId, amount: p.total, outcome: 'reject' }),
});

export const succeed = (app: App, p: PendingPurchase) =>
  call(
    app,
    'GET',
    `/v1/payment/success?${new URLSearchParams({
      paymentType: 'NORMAL',
      orderId: p.merchantId,
      paymentKey: p.paymentKey,
      amount: String(p.total),
    })}`,
    { token: p.token },
  );

export const webhook = (app: App, paymentKey: string) =>
  call(app, 'POST', '/v1/payment/toss/webhook', {
    body: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey } },
  });

export const memberCancel = (app: App, p: PendingPurchase) =>
  call(app, 'POST', `/v1/orders/${p.orderId}/cancel`, { token: p.token });

export { stockedItem };

/** The order, its payment and lines, the stock of `itemId` per label, the coupon's use. */
export async function recordOf(db: Database, p: PendingPurchase) {
  const [order] = await db.select().from(orders).where(eq(orders.id, p.orderId));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, p.orderId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, p.orderId));
  const coupon =
    p.couponId === null
      ? undefined
      : (await db.select().from(memberCoupons).where(eq(memberCoupons.memberId, p.memberId))).find(
          (c) => c.couponId === p.couponId,
        );
  return { order: order!, payment, lines, coupon };
}

export async function stockOf(db: Database, itemId: number) {
  const rows = await db.select().from(itemOptions).where(eq(itemOptions.itemId, itemId));
  return Object.fromEntries(rows.map((r) => [r.label, r.stock]));
}

/** What the provider kept of a payment, net of its cancels. */
export function netCharge(toss: TossFake, paymentKey: string) {
  const payment = toss.payment(paymentKey);
  if (!payment || !['DONE', 'CANCELED', 'PARTIAL_CANCELED'].includes(payment.status)) return 0;
  return payment.balanceAmount;
}

/**
 * The success call's confirmation gets no answer (and the look-up fails too): the payment stays
 * CONFIRMING with its hold. `carriedOut`: whether the provider charged the card all the same.
 */
export async function lostConfirmation(
  app: App,
  db: Database,
  toss: TossFake,
  p: PendingPurchase,
  carriedOut = false,
) {
  toss.inject('confirm', { carryOut: carriedOut, answer: 'network' });
  toss.inject('getPaymentByOrderId', { answer: 'network' });
  const answer = await succeed(app, p);
  if (answer.status !== 502) throw new Error(`success: ${answer.status} ${answer.text}`);
  const { order, payment } = await recordOf(db, p);
  if (payment?.status !== 'CONFIRMING' || !order.holdsStock) {
    throw new Error(`expected a held, confirming payment, got ${payment?.status}`);
  }
}

/**
 * Registers the hooks that start the fake shop before a file's tests and close it after them; the
 * answer reads that shop inside the tests, with the helpers above bound to its app, database and
 * provider.
 */
export function useFakeShop(options: TossFakeOptions = {}) {
  const ready = startedForFile(
    'the fake shop',
    () => fakeShop(options),
    (shop) => shop.t.close(),
  );
  const app = () => ready().t.app;
  const db = () => ready().t.database.db;
  const toss = () => ready().toss;
  return {
    get t() {
      return ready().t;
    },
    get toss() {
      return toss();
    },
    db,
    stockedItem: (options: Record<string, number>, price?: number) =>
      stockedItem(db(), options, price),
    pendingPurchase: (
      item: { id: number },
      lines: Record<string, number>,
      options: { coupon?: boolean; postCode?: string } = {},
    ) => pendingPurchase(app(), db(), toss(), item, lines, options),
    refusedInWindow: (p: PendingPurchase) => refusedInWindow(toss(), p),
    succeed: (p: PendingPurchase) => succeed(app(), p),
    webhook: (paymentKey: string) => webhook(app(), paymentKey),
    memberCancel: (p: PendingPurchase) => memberCancel(app(), p),
    recordOf: (p: PendingPurchase) => recordOf(db(), p),
    stockOf: (itemId: number) => stockOf(db(), itemId),
    netCharge: (paymentKey: string) => netCharge(toss(), paymentKey),
    lostConfirmation: (p: PendingPurchase, carriedOut = false) =>
      lostConfirmation(app(), db(), toss(), p, carriedOut),
  };
}
