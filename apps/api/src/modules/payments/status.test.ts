import { paymentStatusSchema } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  fakeShop,
  lostConfirmation,
  memberCancel,
  type PendingPurchase,
  pendingPurchase,
  providerClock,
  stockedItem,
  succeed,
} from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { shopper } from '../../../test/shop';
import { paymentCalls } from '../../db/schema/index';
import type { TossFake } from '../../integrations/toss/fake';
import { createPaymentReconciliation } from './reconcile-service';

const MINUTE = 60_000;

let t: TestApp;
let toss: TossFake;
const provider = providerClock();
beforeAll(async () => {
  ({ t, toss } = await fakeShop({ timeoutMs: 2_000, now: provider.now }));
});
afterAll(() => t.close());

const db = () => t.database.db;
const statusOf = (p: PendingPurchase, token = p.token) =>
  call(t.app, 'GET', `/v1/payment/status/${p.merchantId}`, { token });
const reconcile = (minutes: number) =>
  createPaymentReconciliation({ db: db(), payments: t.app.services.payments }).reconcileStale({
    now: new Date(Date.now() + minutes * MINUTE),
  });
const callsOf = async (p: PendingPurchase) =>
  (await db().select().from(paymentCalls).where(eq(paymentCalls.orderNumber, p.merchantId))).length;

describe('GET /v1/payment/status/{merchantId}', () => {
  it('answers confirming while the answer is lost, without asking the provider, then placed', async () => {
    const item = await stockedItem(db(), { M: 3 });
    const p = await pendingPurchase(t.app, db(), toss, item, { M: 1 });
    await lostConfirmation(t.app, db(), toss, p, true);
    const calls = await callsOf(p);
    const confirms = toss.confirmRequests();

    for (let i = 0; i < 3; i += 1) {
      const answer = await statusOf(p);
      expect(answer.status).toBe(200);
      expect(paymentStatusSchema.parse(answer.body)).toMatchObject({
        merchant_id: p.merchantId,
        outcome: 'confirming',
        charged: 0,
        order: null,
      });
    }
    expect(await callsOf(p)).toBe(calls);
    expect(toss.confirmRequests()).toBe(confirms);

    await reconcile(3);
    const placed = paymentStatusSchema.parse((await statusOf(p)).body);
    expect(placed.outcome).toBe('placed');
    expect(placed.charged).toBe(p.total);
    expect(placed.order?.merchant_id).toBe(p.merchantId);
    expect(placed.order?.total_price).toBe(p.total);
  });

  it('answers failed, nothing charged, once the provider session expired', async () => {
    const item = await stockedItem(db(), { M: 3 });
    const p = await pendingPurchase(t.app, db(), toss, item, { M: 1 });
    await lostConfirmation(t.app, db(), toss, p, false);
    await provider.ahead(11, () => reconcile(11));
    const answer = paymentStatusSchema.parse((await statusOf(p)).body);
    expect(answer).toMatchObject({ outcome: 'failed', charged: 0, refunded: 0, order: null });
  });

  it('answers failed with the money given back once the charged order was cancelled', async () => {
    const item = await stockedItem(db(), { M: 3 });
    const p = await pendingPurchase(t.app, db(), toss, item, { M: 1 });
    expect((await succeed(t.app, p)).status).toBe(200);
    expect((await memberCancel(t.app, p)).status).toBe(200);
    const answer = paymentStatusSchema.parse((await statusOf(p)).body);
    expect(answer.outcome).toBe('failed');
    expect(answer.charged).toBe(p.total);
    expect(answer.refunded).toBe(p.total);
  });

  it("answers another member's order and an unknown one as not found, and needs a sign-in", async () => {
    const item = await stockedItem(db(), { M: 3 });
    const p = await pendingPurchase(t.app, db(), toss, item, { M: 1 });
    expect((await succeed(t.app, p)).status).toBe(200);
    const other = await shopper(t.app, db());
    expect((await statusOf(p, other.token)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/v1/payment/status/20000101-NOPE', { token: p.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/v1/payment/status/${p.merchantId}`)).status).toBe(401);
    expect(paymentStatusSchema.parse((await statusOf(p)).body).outcome).toBe('placed');
  });
});
