import {
  authenticatePayment,
  type OpenTossSandbox,
  openTossSandbox,
  SANDBOX_SECRET_KEY,
  windowFields,
} from '@shop/sandboxes/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../test/failure';
import { createTossClient, type TossClient, TossError } from './client';

let t: OpenTossSandbox;
let toss: TossClient;
let clock = new Date('2025-03-01T01:15:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await openTossSandbox({ now: () => clock });
  toss = createTossClient({ baseUrl: t.baseUrl, secretKey: SANDBOX_SECRET_KEY, fetch: t.fetch });
});
afterAll(() => t.app.close());

let keyCount = 0;
const newKey = () => `idem-${++keyCount}`;

/** The TossError a call fails with. */
const failure = (call: Promise<unknown>) => failureOf(call, TossError);

const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;

function rawPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: basic(`${SANDBOX_SECRET_KEY}:`),
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function confirmed() {
  const authenticated = await authenticatePayment(t);
  const payment = await toss.confirm(authenticated, newKey());
  return payment;
}

describe('POST /v1/payments/confirm', () => {
  it('confirms an authenticated payment into a full DONE Payment', async () => {
    const { paymentKey, orderId, amount } = await authenticatePayment(t);
    const payment = await toss.confirm({ paymentKey, orderId, amount }, newKey());

    expect(payment).toMatchObject({
      version: '2022-11-16',
      paymentKey,
      orderId,
      orderName: '린넨 셔츠 외 1건',
      type: 'NORMAL',
      status: 'DONE',
      method: '카드',
      currency: 'KRW',
      country: 'KR',
      requestedAt: '2025-03-01T10:15:00+09:00',
      approvedAt: '2025-03-01T10:15:00+09:00',
      totalAmount: 39000,
      balanceAmount: 39000,
      vat: 3545,
      suppliedAmount: 35455,
      taxFreeAmount: 0,
      isPartialCancelable: true,
      cancels: null,
      failure: null,
      easyPay: null,
      virtualAccount: null,
    });
    expect(payment.card).toMatchObject({
      amount: 39000,
      number: '43301234****123*',
      installmentPlanMonths: 0,
      cardType: '신용',
      ownerType: '개인',
    });
    expect(payment.card?.approveNo).toMatch(/^\d{8}$/);
    expect(payment.lastTransactionKey).toBeTruthy();
    expect(payment.receipt?.url).toBe(`${t.baseUrl}/receipt/${paymentKey}`);

    const receipt = await t.fetch(payment.receipt?.url ?? '');
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('39,000원');
  });

  it('accepts the amount as the numeric string the redirect carried', async () => {
    const { paymentKey, orderId } = await authenticatePayment(t);
    const response = await rawPost('/v1/payments/confirm', {
      paymentKey,
      orderId,
      amount: '39000',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'DONE', totalAmount: 39000 });
  });

  it('answers ALREADY_PROCESSED_PAYMENT to a second confirm', async () => {
    const { paymentKey, orderId, amount } = await authenticatePayment(t);
    await toss.confirm({ paymentKey, orderId, amount }, newKey());
    const error = await failure(toss.confirm({ paymentKey, orderId, amount }, newKey()));
    expect(error).toMatchObject({ status: 400, code: 'ALREADY_PROCESSED_PAYMENT' });
    expect(error.message).toBe('이미 처리된 결제 입니다.');
  });

  it('refuses an amount or orderId other than the authenticated ones', async () => {
    const fields = windowFields();
    const tampered = await authenticatePayment(t, { ...fields, redirectAmount: '100' });
    expect(tampered.amount).toBe(100);

    const byAmount = await failure(toss.confirm(tampered, newKey()));
    expect(byAmount).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(byAmount.message).toContain('결제 금액이 결제창에서 인증된 금액과 다릅니다');

    const byOrder = await failure(
      toss.confirm({ ...tampered, orderId: 'ord_someone_else', amount: 39000 }, newKey()),
    );
    expect(byOrder).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });

    const stored = t.sandbox.payments().find((p) => p.paymentKey === tampered.paymentKey);
    expect(stored?.status).toBe('IN_PROGRESS');
    const payment = await toss.confirm({ ...tampered, amount: 39000 }, newKey());
    expect(payment.status).toBe('DONE');
  });

  it('answers INVALID_REQUEST to a missing or malformed field', async () => {
    const response = await rawPost('/v1/payments/confirm', { paymentKey: 'tsbx_x', amount: 1.5 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: '필수 파라미터가 없거나 형식이 잘못되었습니다: orderId, amount',
    });
    const notJson = await t.fetch(`${t.baseUrl}/v1/payments/confirm`, {
      method: 'POST',
      headers: {
        authorization: basic(`${SANDBOX_SECRET_KEY}:`),
        'content-type': 'application/json',
      },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('answers NOT_FOUND_PAYMENT_SESSION to an unknown paymentKey', async () => {
    const error = await failure(
      toss.confirm({ paymentKey: 'tsbx_unknown', orderId: 'ord_unknown', amount: 1000 }, newKey()),
    );
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND_PAYMENT_SESSION' });
  });

  it('lets a session expire after ten minutes', async () => {
    const authenticated = await authenticatePayment(t);
    tick(10 * 60 * 1000 + 1000);
    const error = await failure(toss.confirm(authenticated, newKey()));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND_PAYMENT_SESSION' });
    const payment = await toss.getPayment(authenticated.paymentKey);
    expect(payment).toMatchObject({ status: 'EXPIRED', failure: { code: 'EXPIRED_PAYMENT' } });
  });

  it('rejects the card when the window chose so, leaving the payment ABORTED', async () => {
    const authenticated = await authenticatePayment(t, {
      ...windowFields(),
      outcome: 'reject',
    });
    const error = await failure(toss.confirm(authenticated, newKey()));
    expect(error).toMatchObject({ status: 403, code: 'REJECT_CARD_PAYMENT' });
    const payment = await toss.getPayment(authenticated.paymentKey);
    expect(payment).toMatchObject({
      status: 'ABORTED',
      approvedAt: null,
      failure: { code: 'REJECT_CARD_PAYMENT', message: error.message },
    });
  });

  it('answers in English under Accept-Language: en-US', async () => {
    const { paymentKey, orderId, amount } = await authenticatePayment(t);
    const response = await rawPost(
      '/v1/payments/confirm',
      { paymentKey, orderId, amount },
      { 'accept-language': 'en-US' },
    );
    expect(await response.json()).toMatchObject({
      method: 'CARD',
      card: { cardType: 'CREDIT', ownerType: 'PERSONAL' },
    });
    const again = await rawPost(
      '/v1/payments/confirm',
      { paymentKey, orderId, amount },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(await again.json()).toEqual({
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: 'The payment has already been processed.',
    });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first confirm answer without confirming again', async () => {
    const authenticated = await authenticatePayment(t);
    const key = newKey();
    const before = t.sandbox.confirmRequests();

    const first = await rawPost('/v1/payments/confirm', authenticated, { 'idempotency-key': key });
    tick(5000);
    const second = await rawPost('/v1/payments/confirm', authenticated, { 'idempotency-key': key });

    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    expect(t.sandbox.confirmRequests()).toBe(before + 2);
    const stored = t.sandbox.payments().filter((p) => p.paymentKey === authenticated.paymentKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.approvedAt).toBe(
      (await toss.getPayment(authenticated.paymentKey)).approvedAt,
    );
  });

  it('replays an error too, even when the retry would now succeed', async () => {
    const authenticated = await authenticatePayment(t);
    const key = newKey();
    const wrong = await failure(toss.confirm({ ...authenticated, amount: 1 }, key));
    const replayed = await failure(toss.confirm(authenticated, key));
    expect(replayed).toMatchObject({
      status: wrong.status,
      code: wrong.code,
      message: wrong.message,
    });
    expect((await toss.getPayment(authenticated.paymentKey)).status).toBe('IN_PROGRESS');
  });

  it('does not cancel twice for the same key', async () => {
    const payment = await confirmed();
    const key = newKey();
    const input = { cancelReason: '고객 변심', cancelAmount: 9000 };
    const first = await toss.cancel(payment.paymentKey, input, key);
    const second = await toss.cancel(payment.paymentKey, input, key);
    expect(second).toEqual(first);
    expect((await toss.getPayment(payment.paymentKey)).cancels).toHaveLength(1);
  });
});

describe('GET /v1/payments/…', () => {
  it('finds a payment by paymentKey and the latest one by orderId', async () => {
    const fields = windowFields();
    const older = await authenticatePayment(t, fields);
    const newer = await authenticatePayment(t, fields);
    await toss.confirm(newer, newKey());

    expect(await toss.getPayment(older.paymentKey)).toMatchObject({
      paymentKey: older.paymentKey,
      status: 'IN_PROGRESS',
    });
    expect(await toss.getPaymentByOrderId(fields.orderId ?? '')).toMatchObject({
      paymentKey: newer.paymentKey,
      status: 'DONE',
    });
  });

  it('answers NOT_FOUND_PAYMENT to unknown keys and orders', async () => {
    expect(await failure(toss.getPayment('tsbx_nope'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND_PAYMENT',
    });
    expect(await failure(toss.getPaymentByOrderId('ord_nope_404'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND_PAYMENT',
    });
  });
});

describe('POST /v1/payments/:paymentKey/cancel', () => {
  it('cancels the whole balance', async () => {
    const payment = await confirmed();
    const canceled = await toss.cancel(payment.paymentKey, { cancelReason: '품절' }, newKey());
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      totalAmount: 39000,
      balanceAmount: 0,
      suppliedAmount: 0,
      vat: 0,
      card: { acquireStatus: 'CANCELED' },
    });
    expect(canceled.cancels).toEqual([
      expect.objectContaining({
        cancelAmount: 39000,
        cancelReason: '품절',
        refundableAmount: 0,
        canceledAt: expect.stringMatching(/\+09:00$/),
        transactionKey: canceled.lastTransactionKey,
      }),
    ]);
  });

  it('cancels part of it, then the rest', async () => {
    const payment = await confirmed();
    const partial = await toss.cancel(
      payment.paymentKey,
      { cancelReason: '부분 반품', cancelAmount: 15000 },
      newKey(),
    );
    expect(partial).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 24000,
      vat: 2182,
      suppliedAmount: 21818,
    });
    const rest = await toss.cancel(payment.paymentKey, { cancelReason: '전체 반품' }, newKey());
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels?.map((c) => c.cancelAmount)).toEqual([15000, 24000]);
  });

  it('refuses more than the balance', async () => {
    const payment = await confirmed();
    const error = await failure(
      toss.cancel(payment.paymentKey, { cancelReason: '반품', cancelAmount: 39001 }, newKey()),
    );
    expect(error).toMatchObject({ status: 403, code: 'NOT_CANCELABLE_AMOUNT' });
    expect((await toss.getPayment(payment.paymentKey)).balanceAmount).toBe(39000);
  });

  it('refuses a payment that is not DONE', async () => {
    const { paymentKey } = await authenticatePayment(t);
    const error = await failure(toss.cancel(paymentKey, { cancelReason: '반품' }, newKey()));
    expect(error).toMatchObject({ status: 403, code: 'NOT_CANCELABLE_PAYMENT' });

    const payment = await confirmed();
    await toss.cancel(payment.paymentKey, { cancelReason: '반품' }, newKey());
    const again = await failure(
      toss.cancel(payment.paymentKey, { cancelReason: '반품' }, newKey()),
    );
    expect(again.code).toBe('NOT_CANCELABLE_PAYMENT');
  });

  it('carries out a cancel whose answer is lost, and a retry with its key only tells the outcome', async () => {
    const payment = await confirmed();
    const key = newKey();
    const input = { cancelReason: '부분 반품', cancelAmount: 9000 };
    t.sandbox.loseNextCancelAnswer();
    expect(await failure(toss.cancel(payment.paymentKey, input, key))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    expect((await toss.getPayment(payment.paymentKey)).balanceAmount).toBe(30000);
    const retried = await toss.cancel(payment.paymentKey, input, key);
    expect(retried).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 30000 });
    expect(retried.cancels).toHaveLength(1);
  });

  it('needs a reason and a known payment', async () => {
    const payment = await confirmed();
    const response = await rawPost(`/v1/payments/${payment.paymentKey}/cancel`, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(
      await failure(toss.cancel('tsbx_nope', { cancelReason: '반품' }, newKey())),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND_PAYMENT' });
  });
});

describe('authentication', () => {
  it('answers UNAUTHORIZED_KEY to an unknown secret key', async () => {
    const stranger = createTossClient({
      baseUrl: t.baseUrl,
      secretKey: 'test_gsk_docs_OaPz8L5KdmQXkzRz3y47BMw6',
      fetch: t.fetch,
    });
    const error = await failure(stranger.getPayment('tsbx_any'));
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED_KEY',
      message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
    });
  });

  it('answers UNAUTHORIZED_KEY without a Basic header', async () => {
    const response = await t.fetch(`${t.baseUrl}/v1/payments/tsbx_any`, {
      headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED_KEY' });
  });

  it('checks the key before it reads the body', async () => {
    const response = await t.fetch(`${t.baseUrl}/v1/payments/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED_KEY' });
  });

  it('answers INCORRECT_BASIC_AUTH_FORMAT when the colon is missing', async () => {
    const response = await t.fetch(`${t.baseUrl}/v1/payments/tsbx_any`, {
      headers: { authorization: basic(SANDBOX_SECRET_KEY) },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'INCORRECT_BASIC_AUTH_FORMAT',
      message: "잘못된 요청입니다. ':' 를 포함해 인코딩해주세요.",
    });
  });
});

describe('virtual accounts and cash receipts through the client', () => {
  it('refunds a deposited virtual account to the refund account and issues a cash receipt', async () => {
    const fields = windowFields({ method: 'VIRTUAL_ACCOUNT', customerName: '김온도' });
    const authenticated = await authenticatePayment(t, fields);
    const waiting = await toss.confirm(authenticated, newKey());
    expect(waiting).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: '가상계좌' });

    const deposit = await t.fetch(
      `${t.baseUrl}/virtual-accounts/${authenticated.paymentKey}/deposit`,
      { method: 'POST', redirect: 'manual' },
    );
    expect(deposit.status).toBe(303);
    expect((await toss.getPayment(authenticated.paymentKey)).status).toBe('DONE');

    const receipt = await toss.issueCashReceipt(
      {
        amount: authenticated.amount,
        orderId: authenticated.orderId,
        orderName: fields.orderName ?? '',
        customerIdentityNumber: '01012345678',
        type: '소득공제',
      },
      newKey(),
    );
    expect(receipt).toMatchObject({ orderId: authenticated.orderId, issueStatus: 'COMPLETED' });

    const without = await failure(
      toss.cancel(authenticated.paymentKey, { cancelReason: '반품' }, newKey()),
    );
    expect(without).toMatchObject({ status: 400, code: 'INVALID_REFUND_ACCOUNT_INFO' });
    const refunded = await toss.cancel(
      authenticated.paymentKey,
      {
        cancelReason: '반품',
        refundReceiveAccount: { bank: '88', accountNumber: '110123456789', holderName: '김온도' },
      },
      newKey(),
    );
    expect(refunded).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(refunded.virtualAccount?.refundReceiveAccount?.holderName).toBe('김온도');
  });
});
