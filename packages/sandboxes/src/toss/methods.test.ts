import type { TossIssuedCashReceipt, TossPayment } from '@shop/contract/toss-payment';
import { describe, expect, it } from 'vitest';
import { expectSandboxPage } from '../lib/expect-page';
import {
  approveAndConfirm,
  callApi,
  openTossSandbox,
  submitWindowForm,
  useTossSandbox,
  windowFields,
} from './test-server';

const t = useTossSandbox();

const virtualAccount = (overrides: Record<string, string> = {}) =>
  windowFields({ method: 'VIRTUAL_ACCOUNT', customerName: '김온도', ...overrides });

const cancel = (paymentKey: string, body: object) =>
  callApi(t, 'POST', `/v1/payments/${paymentKey}/cancel`, body);

const refundAccount = { bank: '88', accountNumber: '110123456789', holderName: '김온도' };

describe('the payment window, per method', () => {
  it('names the method and asks a virtual account for the depositor, a mobile payment for the phone', async () => {
    const open = (fields: Record<string, string>) =>
      t.fetch(`${t.baseUrl}/window?${new URLSearchParams(fields)}`);

    const card = await expectSandboxPage(await open(windowFields()));
    expect(card).toContain('신용카드 (테스트 카드');
    expect(card).toContain('승인 요청 시 카드사 거절');

    const account = await expectSandboxPage(await open(virtualAccount()));
    expect(account).toContain('가상계좌 (신한은행');
    expect(account).toContain('name="customerName" value="김온도"');
    expect(account).not.toContain('type="hidden" name="customerName"');

    const mobile = await expectSandboxPage(await open(windowFields({ method: 'MOBILE_PHONE' })));
    expect(mobile).toContain('휴대폰 (테스트 통신사)');
    expect(mobile).toContain('name="customerMobilePhone" value=""');

    const transfer = await expectSandboxPage(await open(windowFields({ method: 'TRANSFER' })));
    expect(transfer).toContain('계좌이체 (테스트 계좌');

    const unknown = await open(windowFields({ method: 'BITCOIN' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(
      'method: CARD, EASY_PAY, TRANSFER, VIRTUAL_ACCOUNT, MOBILE_PHONE',
    );
  });

  it('refuses to approve a mobile payment without a phone', async () => {
    const response = await submitWindowForm(t, 'approve', windowFields({ method: 'MOBILE_PHONE' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('customerMobilePhone (휴대폰 번호)');
  });
});

describe('confirm, per method', () => {
  it('keeps a card payment as it was: DONE, 카드, the card object', async () => {
    const { body } = await approveAndConfirm(t);
    expect(body).toMatchObject({ status: 'DONE', method: '카드', secret: null });
    expect(body.card?.number).toBe('43301234****123*');
    expect(body.virtualAccount).toBeNull();
  });

  it('makes an easy pay DONE as 간편결제 with the easyPay object', async () => {
    const { body } = await approveAndConfirm(t, windowFields({ method: 'EASY_PAY' }));
    expect(body).toMatchObject({
      status: 'DONE',
      method: '간편결제',
      card: null,
      easyPay: { provider: '토스페이', amount: 39_000, discountAmount: 0 },
    });
  });

  it('makes a transfer and a mobile payment DONE with their objects', async () => {
    const transfer = await approveAndConfirm(t, windowFields({ method: 'TRANSFER' }));
    expect(transfer.body).toMatchObject({
      status: 'DONE',
      method: '계좌이체',
      card: null,
      transfer: { bankCode: '88', settlementStatus: 'INCOMPLETED' },
    });
    const mobile = await approveAndConfirm(
      t,
      windowFields({ method: 'MOBILE_PHONE', customerMobilePhone: '01012345678' }),
    );
    expect(mobile.body).toMatchObject({
      status: 'DONE',
      method: '휴대폰',
      mobilePhone: { customerMobilePhone: '01012345678', settlementStatus: 'INCOMPLETED' },
    });
  });

  it('issues a virtual account: WAITING_FOR_DEPOSIT, the account, a due date a day on, a secret', async () => {
    const { body, answer } = await approveAndConfirm(t, virtualAccount());
    expect(answer.status).toBe(200);
    expect(body).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      method: '가상계좌',
      approvedAt: null,
      card: null,
      virtualAccount: {
        bankCode: '88',
        customerName: '김온도',
        expired: false,
        refundStatus: 'NONE',
        refundReceiveAccount: null,
      },
    });
    expect(body.virtualAccount?.accountNumber).toMatch(/^X\d{11}$/);
    expect(body.secret).toMatch(/^ps_[\w-]{20,}$/);
    const hours =
      (Date.parse(body.virtualAccount?.dueDate ?? '') - Date.parse(body.requestedAt)) / 3_600_000;
    expect(Math.round(hours)).toBe(24);

    const english = await callApi(
      t,
      'GET',
      `/v1/payments/${body.paymentKey}`,
      undefined,
      undefined,
      {
        'accept-language': 'en-US',
      },
    );
    expect(((await english.json()) as TossPayment).method).toBe('VIRTUAL_ACCOUNT');
  });
});

describe('the virtual-account page', () => {
  it('lists the issued account, deposits into it and lets another expire', async () => {
    const paid = await approveAndConfirm(t, virtualAccount());
    const left = await approveAndConfirm(t, virtualAccount());
    const listed = await t.fetch(`${t.baseUrl}/virtual-accounts`);
    expect(listed.status).toBe(200);
    const page = await listed.text();
    expect(page).toContain(paid.body.virtualAccount?.accountNumber);
    expect(page).toContain('지금 입금');
    expect(page).toContain('기한 만료');
    expect(page).toContain(`action="/sandbox/toss/virtual-accounts/${paid.paymentKey}/deposit"`);

    const post = (path: string) =>
      t.fetch(`${t.baseUrl}/virtual-accounts/${path}`, { method: 'POST', redirect: 'manual' });
    const deposited = await post(`${paid.paymentKey}/deposit`);
    expect(deposited.status).toBe(303);
    expect(deposited.headers.get('location')).toBe('/sandbox/toss/virtual-accounts');
    const expired = await post(`${left.paymentKey}/expire`);
    expect(expired.status).toBe(303);

    const look = async (paymentKey: string) =>
      (await (await callApi(t, 'GET', `/v1/payments/${paymentKey}`)).json()) as TossPayment;
    expect(await look(paid.paymentKey)).toMatchObject({
      status: 'DONE',
      approvedAt: expect.any(String),
    });
    expect(await look(left.paymentKey)).toMatchObject({
      status: 'EXPIRED',
      virtualAccount: { expired: true },
    });
    const again = await post(`${paid.paymentKey}/deposit`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('입금 대기 중이 아닙니다. (지금 DONE)');
  });

  it('expires an account by itself once its due date has passed', async () => {
    let clock = new Date('2026-03-01T01:00:00Z');
    const s = await openTossSandbox({ now: () => clock, depositTtlMs: 60 * 60 * 1000 });
    const { paymentKey } = await approveAndConfirm(s, virtualAccount());
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const answer = await callApi(s, 'GET', `/v1/payments/${paymentKey}`);
    expect(await answer.json()).toMatchObject({
      status: 'EXPIRED',
      virtualAccount: { expired: true },
    });
    await s.app.close();
  });
});

describe('cancel of a virtual account', () => {
  it('cancels an account still waiting only whole, and without a refund account', async () => {
    const { paymentKey, amount } = await approveAndConfirm(t, virtualAccount());
    const partial = await cancel(paymentKey, { cancelReason: '변심', cancelAmount: 1_000 });
    expect(partial.status).toBe(403);
    expect(await partial.json()).toMatchObject({
      code: 'NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT',
    });
    const whole = await cancel(paymentKey, { cancelReason: '변심' });
    expect(whole.status).toBe(200);
    expect(await whole.json()).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
      cancels: [{ cancelAmount: amount }],
    });
  });

  it('refunds a deposited one only to a refund account, checked', async () => {
    const { paymentKey } = await approveAndConfirm(t, virtualAccount());
    await t.fetch(`${t.baseUrl}/virtual-accounts/${paymentKey}/deposit`, { method: 'POST' });

    const refusals = await Promise.all([
      cancel(paymentKey, { cancelReason: '반품' }),
      cancel(paymentKey, {
        cancelReason: '반품',
        refundReceiveAccount: { ...refundAccount, bank: '999' },
      }),
      cancel(paymentKey, {
        cancelReason: '반품',
        refundReceiveAccount: { ...refundAccount, accountNumber: '110-123' },
      }),
      cancel(paymentKey, {
        cancelReason: '반품',
        refundReceiveAccount: { ...refundAccount, holderName: '' },
      }),
    ]);
    const codes = await Promise.all(
      refusals.map(async (r) => [r.status, ((await r.json()) as { code: string }).code]),
    );
    expect(codes).toEqual([
      [400, 'INVALID_REFUND_ACCOUNT_INFO'],
      [400, 'INVALID_BANK'],
      [400, 'INVALID_REFUND_ACCOUNT_NUMBER'],
      [400, 'INVALID_REFUND_ACCOUNT_INFO'],
    ]);

    const refunded = await cancel(paymentKey, {
      cancelReason: '부분 반품',
      cancelAmount: 9_000,
      refundReceiveAccount: refundAccount,
    });
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 30_000,
      virtualAccount: {
        refundStatus: 'COMPLETED',
        refundReceiveAccount: {
          bankCode: '88',
          accountNumber: '110123456789',
          holderName: '김온도',
        },
      },
    });
    const listed = await (await t.fetch(`${t.baseUrl}/virtual-accounts`)).text();
    expect(listed).toContain('신한은행 110123456789 (김온도) · 9,000원 환불');
  });
});

describe('POST /v1/cash-receipts', () => {
  const request = (orderId: string, overrides: object = {}) => ({
    amount: 39_000,
    orderId,
    orderName: '린넨 셔츠 외 1건',
    customerIdentityNumber: '01012345678',
    type: '소득공제',
    ...overrides,
  });
  const issue = (body: object) => callApi(t, 'POST', '/v1/cash-receipts', body);

  it('issues one for a transfer, shown on the payment, once', async () => {
    const { orderId, paymentKey } = await approveAndConfirm(
      t,
      windowFields({ method: 'TRANSFER' }),
    );
    const answer = await issue(request(orderId));
    expect(answer.status).toBe(200);
    const receipt = (await answer.json()) as TossIssuedCashReceipt;
    expect(receipt).toMatchObject({
      orderId,
      amount: 39_000,
      type: '소득공제',
      issueStatus: 'COMPLETED',
      customerIdentityNumber: '01012345678',
    });
    const payment = (await (
      await callApi(t, 'GET', `/v1/payments/${paymentKey}`)
    ).json()) as TossPayment;
    expect(payment.cashReceipt).toMatchObject({
      type: '소득공제',
      receiptKey: receipt.receiptKey,
      issueNumber: receipt.issueNumber,
      amount: 39_000,
    });
    expect((await issue(request(orderId))).status).toBe(400);
  });

  it('refuses a card payment, a virtual account not paid yet, a bad type and more than the balance', async () => {
    const card = await approveAndConfirm(t);
    const waiting = await approveAndConfirm(t, virtualAccount());
    const transfer = await approveAndConfirm(t, windowFields({ method: 'TRANSFER' }));
    const answers = await Promise.all([
      issue(request(card.orderId)),
      issue(request(waiting.orderId)),
      issue(request(transfer.orderId, { type: '현금' })),
      issue(request(transfer.orderId, { amount: 39_001 })),
      issue(request('ord_never_paid')),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 404]);
    expect(await answers[2]?.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringContaining('type'),
    });
  });
});
