import { describe, expect, it } from 'vitest';
import { TossError } from './client';
import { createTossFake } from './fake';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a TossError');
    },
    (error: unknown) => {
      if (!(error instanceof TossError)) throw error;
      return error;
    },
  );

describe('the Toss fake', () => {
  it('confirms once, checks the amount, remembers idempotency keys and keeps cancels', async () => {
    const toss = createTossFake();
    const paymentKey = toss.authenticate({ orderId: 'ORD-20260101-000001', amount: 30_000 });
    const wrong = await rejection(
      toss.confirm({ paymentKey, orderId: 'ORD-20260101-000001', amount: 1_000 }, 'a'),
    );
    expect(wrong).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });

    const input = { paymentKey, orderId: 'ORD-20260101-000001', amount: 30_000 };
    expect((await toss.confirm(input, 'b')).status).toBe('DONE');
    expect((await toss.confirm(input, 'b')).status).toBe('DONE');
    expect(await rejection(toss.confirm(input, 'c'))).toMatchObject({
      code: 'ALREADY_PROCESSED_PAYMENT',
    });

    const partial = await toss.cancel(paymentKey, { cancelReason: 'x', cancelAmount: 10_000 }, 'd');
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 20_000 });
    await toss.cancel(paymentKey, { cancelReason: 'x', cancelAmount: 10_000 }, 'd');
    expect((await toss.getPayment(paymentKey)).cancels).toHaveLength(1);
    expect((await toss.getPaymentByOrderId('ORD-20260101-000001')).paymentKey).toBe(paymentKey);
    expect(await rejection(toss.getPayment('nope'))).toMatchObject({ code: 'NOT_FOUND_PAYMENT' });
  });

  it('carries a call out and loses its answer, hangs until the timeout, waits at a gate', async () => {
    const toss = createTossFake({ timeoutMs: 50 });
    const paymentKey = toss.authenticate({ orderId: 'ORD-20260101-000002', amount: 5_000 });
    const input = { paymentKey, orderId: 'ORD-20260101-000002', amount: 5_000 };
    toss.inject('confirm', { answer: '5xx' });
    expect(await rejection(toss.confirm(input, 'k'))).toMatchObject({ status: 500 });
    expect(toss.payment(paymentKey)?.status).toBe('DONE');

    toss.inject('cancel', { after: toss.gate() });
    expect(await rejection(toss.cancel(paymentKey, { cancelReason: 'x' }, 'c'))).toMatchObject({
      code: 'TIMEOUT',
    });
    expect(toss.payment(paymentKey)?.status).toBe('CANCELED');

    const gate = toss.gate();
    toss.inject('getPayment', { before: gate });
    const lookup = toss.getPayment(paymentKey);
    await gate.reached;
    gate.open();
    expect((await lookup).status).toBe('CANCELED');
    expect(toss.confirmRequests()).toBe(1);
  });
});

describe('the Toss fake: virtual accounts, transfers, mobile payments', () => {
  const refundReceiveAccount = { bank: '88', accountNumber: '110123456789', holderName: '김온도' };

  type Fake = ReturnType<typeof createTossFake>;
  type Authenticated = Omit<Parameters<Fake['authenticate']>[0], 'orderId' | 'amount'>;

  /** Authenticated in the window and confirmed by the shop, for `amount` won. */
  async function confirmed(toss: Fake, orderId: string, amount: number, input: Authenticated) {
    const paymentKey = toss.authenticate({ orderId, amount, ...input });
    const payment = await toss.confirm({ paymentKey, orderId, amount }, `c-${orderId}`);
    return { paymentKey, payment };
  }

  const issued = (toss: Fake, orderId: string) =>
    confirmed(toss, orderId, 30_000, { method: 'VIRTUAL_ACCOUNT', customerName: '김온도' });

  it('confirms a virtual account into WAITING_FOR_DEPOSIT with the account and a secret', async () => {
    const now = new Date('2026-03-01T01:00:00Z');
    const toss = createTossFake({ now: () => now, depositTtlMs: 3 * 60 * 60 * 1000 });
    const { payment } = await issued(toss, 'ORD-20260301-000001');
    expect(payment).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      method: '가상계좌',
      approvedAt: null,
      balanceAmount: 30_000,
      virtualAccount: {
        bankCode: '88',
        customerName: '김온도',
        dueDate: '2026-03-01T13:00:00+09:00',
        expired: false,
        refundStatus: 'NONE',
        refundReceiveAccount: null,
      },
    });
    expect(payment.secret).toEqual(expect.any(String));
  });

  it('deposit makes it DONE and gives the DEPOSIT_CALLBACK body with the same secret', async () => {
    const toss = createTossFake();
    const { paymentKey, payment } = await issued(toss, 'ORD-20260301-000002');
    const callback = toss.deposit(paymentKey);
    expect(callback).toEqual({
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/),
      secret: payment.secret,
      status: 'DONE',
      transactionKey: expect.any(String),
      orderId: 'ORD-20260301-000002',
    });
    const paid = await toss.getPayment(paymentKey);
    expect(paid).toMatchObject({ status: 'DONE', lastTransactionKey: callback.transactionKey });
    expect(paid.approvedAt).not.toBeNull();
    expect(() => toss.deposit(paymentKey)).toThrow(/입금 대기 중이 아닙니다/);
  });

  it('expires an account nobody paid into, by hand or when its due date passes', async () => {
    let now = new Date('2026-03-01T01:00:00Z');
    const toss = createTossFake({ now: () => now });
    const byHand = await issued(toss, 'ORD-20260301-000003');
    expect(toss.expire(byHand.paymentKey)).toMatchObject({
      status: 'EXPIRED',
      virtualAccount: { expired: true },
    });
    expect(() => toss.deposit(byHand.paymentKey)).toThrow();

    const late = await issued(toss, 'ORD-20260301-000004');
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect((await toss.getPayment(late.paymentKey)).status).toBe('EXPIRED');
  });

  it('cancels a waiting account whole only; refunds a deposited one only to a refund account', async () => {
    const toss = createTossFake();
    const waiting = await issued(toss, 'ORD-20260301-000005');
    expect(
      await rejection(
        toss.cancel(waiting.paymentKey, { cancelReason: 'x', cancelAmount: 1_000 }, 'w1'),
      ),
    ).toMatchObject({ status: 403, code: 'NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT' });
    expect(await toss.cancel(waiting.paymentKey, { cancelReason: 'x' }, 'w2')).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });

    const paid = await issued(toss, 'ORD-20260301-000006');
    toss.deposit(paid.paymentKey);
    expect(
      await rejection(
        toss.cancel(paid.paymentKey, { cancelReason: 'x', cancelAmount: 10_000 }, 'p1'),
      ),
    ).toMatchObject({ status: 400, code: 'INVALID_REFUND_ACCOUNT_INFO' });
    const partial = await toss.cancel(
      paid.paymentKey,
      { cancelReason: 'x', cancelAmount: 10_000, refundReceiveAccount },
      'p2',
    );
    expect(partial).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 20_000,
      virtualAccount: {
        refundStatus: 'COMPLETED',
        refundReceiveAccount: {
          bankCode: '88',
          accountNumber: '110123456789',
          holderName: '김온도',
        },
      },
    });
    expect(
      await toss.cancel(paid.paymentKey, { cancelReason: 'x', refundReceiveAccount }, 'p3'),
    ).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('makes transfers and mobile payments DONE at confirm with their objects', async () => {
    const toss = createTossFake();
    const { payment: transfer } = await confirmed(toss, 'ORD-20260301-000007', 12_000, {
      method: 'TRANSFER',
    });
    expect(transfer).toMatchObject({
      status: 'DONE',
      method: '계좌이체',
      card: null,
      secret: null,
      transfer: { bankCode: expect.any(String), settlementStatus: 'INCOMPLETED' },
    });
    const { paymentKey: mobileKey, payment: mobile } = await confirmed(
      toss,
      'ORD-20260301-000008',
      12_000,
      { method: 'MOBILE_PHONE', customerMobilePhone: '01012345678' },
    );
    expect(mobile).toMatchObject({
      status: 'DONE',
      method: '휴대폰',
      mobilePhone: { customerMobilePhone: '01012345678' },
    });
    const { payment: easyPay } = await confirmed(toss, 'ORD-20260301-000011', 12_000, {
      method: 'EASY_PAY',
    });
    expect(easyPay).toMatchObject({ method: '간편결제', easyPay: { provider: '토스페이' } });
    // A transfer or a mobile payment is given back without a refund account.
    expect(await toss.cancel(mobileKey, { cancelReason: 'x' }, 'mc')).toMatchObject({
      status: 'CANCELED',
    });
  });

  it('issues a cash receipt for a transfer or a deposited account, not for a card', async () => {
    const toss = createTossFake();
    const { paymentKey: transferKey } = await confirmed(toss, 'ORD-20260301-000009', 12_000, {
      method: 'TRANSFER',
    });
    const request = {
      amount: 12_000,
      orderId: 'ORD-20260301-000009',
      orderName: '린넨 셔츠',
      customerIdentityNumber: '1234567890',
      type: '지출증빙' as const,
    };
    const receipt = await toss.issueCashReceipt(request, 'cash-1');
    expect(receipt).toMatchObject({ amount: 12_000, type: '지출증빙', issueStatus: 'COMPLETED' });
    expect(await toss.issueCashReceipt(request, 'cash-1')).toEqual(receipt);
    expect((await toss.getPayment(transferKey)).cashReceipt).toMatchObject({
      receiptKey: receipt.receiptKey,
      type: '지출증빙',
    });

    await confirmed(toss, 'ORD-20260301-000010', 12_000, {});
    expect(
      await rejection(
        toss.issueCashReceipt({ ...request, orderId: 'ORD-20260301-000010' }, 'cash-2'),
      ),
    ).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});
