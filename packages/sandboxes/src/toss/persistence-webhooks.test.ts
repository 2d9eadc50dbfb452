import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TossDepositCallback, TossPayment } from '@shop/contract/toss-payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TossSandboxOptions } from './index';
import {
  callApi as api,
  authenticatePayment,
  approveAndConfirm as confirm,
  openTossSandbox,
  windowFields,
} from './test-server';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'toss-sandbox-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('payments across restarts', () => {
  it('a new sandbox over the same file sees the payments and replays the same answers', async () => {
    const file = path.join(folder, 'restart', 'toss-payments.json');
    const before = await openTossSandbox({ file });
    const done = await confirm(before, windowFields(), 'idem-restart-1');
    expect(done.body.status).toBe('DONE');
    const waiting = await authenticatePayment(before);
    await before.app.close();

    const after = await openTossSandbox({ file });
    const looked = await api(after, 'GET', `/v1/payments/${done.paymentKey}`);
    expect(looked.status).toBe(200);
    expect(await looked.json()).toMatchObject({
      paymentKey: done.paymentKey,
      orderId: done.orderId,
      status: 'DONE',
      approvedAt: done.body.approvedAt,
      totalAmount: done.amount,
    });
    const byOrder = await api(after, 'GET', `/v1/payments/orders/${done.orderId}`);
    expect(((await byOrder.json()) as TossPayment).paymentKey).toBe(done.paymentKey);

    // The idempotency key still replays the first answer, byte for byte.
    const replay = await api(after, 'POST', '/v1/payments/confirm', done, 'idem-restart-1');
    expect(await replay.json()).toEqual(done.body);
    // A session authenticated before the restart can still be confirmed after it.
    const confirmed = await api(after, 'POST', '/v1/payments/confirm', waiting);
    expect(((await confirmed.json()) as TossPayment).status).toBe('DONE');

    const cancel = await api(after, 'POST', `/v1/payments/${done.paymentKey}/cancel`, {
      cancelReason: '단순 변심',
      cancelAmount: 1_000,
    });
    expect(cancel.status).toBe(200);
    await after.app.close();
    const third = await openTossSandbox({ file });
    const partial = (await (
      await api(third, 'GET', `/v1/payments/${done.paymentKey}`)
    ).json()) as TossPayment;
    expect(partial).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: done.amount - 1_000,
    });
    expect(partial.cancels?.[0]).toMatchObject({ cancelAmount: 1_000, cancelReason: '단순 변심' });
    expect(third.sandbox.payments()).toHaveLength(2);
    await third.app.close();
    // Only the file is left behind: every write went through a temporary file and a rename.
    expect(await readdir(path.dirname(file))).toEqual(['toss-payments.json']);
  });

  it('with an answer delay, keeps the confirmed payment before it answers', async () => {
    const file = path.join(folder, 'delayed', 'toss-payments.json');
    const t = await openTossSandbox({ file, confirmAnswerDelayMs: 400 });
    const authenticated = await authenticatePayment(t);
    const started = Date.now();
    const answer = api(t, 'POST', '/v1/payments/confirm', authenticated, 'idem-delayed');
    // The charge is on file while the answer is still on its way (what a crash in between sees).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const kept = JSON.parse(await readFile(file, 'utf8')) as { payments: TossPayment[] };
    expect(kept.payments.find((p) => p.paymentKey === authenticated.paymentKey)?.status).toBe(
      'DONE',
    );
    expect(((await (await answer).json()) as TossPayment).status).toBe('DONE');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await t.app.close();
  });

  it('keeps every payment of a burst, written while the next ones arrive', async () => {
    const file = path.join(folder, 'burst', 'toss-payments.json');
    const before = await openTossSandbox({ file });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        confirm(before, windowFields({ orderId: `burst-${i}` })),
      ),
    );
    await before.app.close();

    const after = await openTossSandbox({ file });
    const kept = after.sandbox.payments().map((p) => `${p.orderId} ${p.status}`);
    expect(kept.sort()).toEqual(burst.map((b) => `${b.orderId} DONE`).sort());
    await after.app.close();
    expect(await readdir(path.dirname(file))).toEqual(['toss-payments.json']);
  });

  it('keeps payments in memory only when given no file', async () => {
    const first = await openTossSandbox();
    const { paymentKey } = await confirm(first);
    await first.app.close();
    const second = await openTossSandbox();
    expect((await api(second, 'GET', `/v1/payments/${paymentKey}`)).status).toBe(404);
    await second.app.close();
  });
});

describe('webhooks', () => {
  const WEBHOOK = 'http://shop.test/v1/payment/toss/webhook';
  type Delivery = {
    url: string;
    body: {
      eventType: string;
      createdAt: string;
      data: TossPayment;
    } & Partial<TossDepositCallback>;
  };

  async function withWebhooks(answers: number[] = [], extra: TossSandboxOptions = {}) {
    const deliveries: Delivery[] = [];
    const gaveUp: object[] = [];
    const t = await openTossSandbox({
      ...extra,
      webhook: {
        url: WEBHOOK,
        delaysMs: [0, 0, 0],
        send: async (url, body) => {
          deliveries.push({ url, body: JSON.parse(body) });
          return answers.shift() ?? 200;
        },
        log: (_message, detail) => gaveUp.push(detail),
      },
    });
    return { t, deliveries, gaveUp };
  }

  it('announces DONE, PARTIAL_CANCELED and CANCELED with the whole payment, as Toss does', async () => {
    const { t, deliveries } = await withWebhooks();
    const { paymentKey, amount } = await confirm(t);
    await api(t, 'POST', `/v1/payments/${paymentKey}/cancel`, {
      cancelReason: '부분 반품',
      cancelAmount: 9_000,
    });
    await api(t, 'POST', `/v1/payments/${paymentKey}/cancel`, { cancelReason: '전체 반품' });
    await t.sandbox.webhooksIdle();

    expect(deliveries.map((d) => d.body.data.status)).toEqual([
      'DONE',
      'PARTIAL_CANCELED',
      'CANCELED',
    ]);
    for (const { url, body } of deliveries) {
      expect(url).toBe(WEBHOOK);
      expect(body.eventType).toBe('PAYMENT_STATUS_CHANGED');
      expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
      expect(body.data.paymentKey).toBe(paymentKey);
    }
    expect(deliveries[1]?.body.data.balanceAmount).toBe(amount - 9_000);
    expect(deliveries[2]?.body.data.cancels).toHaveLength(2);
    await t.app.close();
  });

  it('announces a card refusal (ABORTED) and a session nobody confirmed (EXPIRED)', async () => {
    let clock = new Date('2025-03-01T01:15:00Z');
    const { t, deliveries } = await withWebhooks([], { now: () => clock });
    const refused = await confirm(t, windowFields({ outcome: 'reject' }));
    expect(refused.answer.status).toBe(403);
    const idle = await authenticatePayment(t);
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    await api(t, 'GET', `/v1/payments/${idle.paymentKey}`);
    await t.sandbox.webhooksIdle();
    expect(deliveries.map((d) => [d.body.data.paymentKey, d.body.data.status])).toEqual([
      [refused.paymentKey, 'ABORTED'],
      [idle.paymentKey, 'EXPIRED'],
    ]);
    await t.app.close();
  });

  it('retries until the shop answers 200, and gives up after the last retry', async () => {
    const { t, deliveries, gaveUp } = await withWebhooks([500, 503]);
    await confirm(t);
    await t.sandbox.webhooksIdle();
    expect(deliveries).toHaveLength(3);
    expect(gaveUp).toEqual([]);

    const failing = await withWebhooks([500, 500, 500, 500]);
    const { paymentKey } = await confirm(failing.t);
    await failing.t.sandbox.webhooksIdle();
    expect(failing.deliveries).toHaveLength(3);
    expect(failing.gaveUp).toEqual([{ paymentKey, last: 'HTTP 500' }]);
    await Promise.all([t.app.close(), failing.t.app.close()]);
  });

  it("posts DEPOSIT_CALLBACK with the payment's secret when the deposit arrives, and announces an expiry", async () => {
    const { t, deliveries } = await withWebhooks();
    const fields = { method: 'VIRTUAL_ACCOUNT', customerName: '김온도' };
    const paid = await confirm(t, windowFields(fields));
    const left = await confirm(t, windowFields(fields));
    await t.sandbox.webhooksIdle();
    expect(deliveries).toEqual([]);

    await t.fetch(`${t.baseUrl}/virtual-accounts/${paid.paymentKey}/deposit`, { method: 'POST' });
    await t.fetch(`${t.baseUrl}/virtual-accounts/${left.paymentKey}/expire`, { method: 'POST' });
    await t.sandbox.webhooksIdle();

    const callback = deliveries.find((d) => d.body.eventType === undefined)?.body;
    expect(callback).toEqual({
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/),
      secret: paid.body.secret,
      status: 'DONE',
      transactionKey: expect.stringMatching(/^txrd_/),
      orderId: paid.orderId,
    });
    const changes = deliveries.filter((d) => d.body.eventType === 'PAYMENT_STATUS_CHANGED');
    expect(changes.map((d) => [d.body.data.paymentKey, d.body.data.status])).toEqual([
      [paid.paymentKey, 'DONE'],
      [left.paymentKey, 'EXPIRED'],
    ]);
    expect(changes[0]?.body.data.lastTransactionKey).toBe(callback?.transactionKey);
    await t.app.close();
  });

  it('sends nothing for a payment only authenticated in the window', async () => {
    const { t, deliveries } = await withWebhooks();
    await authenticatePayment(t);
    await t.sandbox.webhooksIdle();
    expect(deliveries).toEqual([]);
    await t.app.close();
  });
});
