import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { expectSandboxPage } from '../lib/expect-page';
import { createTossSandbox } from './index';
import { submitWindowForm, useTossSandbox, windowFields } from './test-server';

const t = useTossSandbox();

const openWindow = (fields: Record<string, string>) =>
  t.fetch(`${t.baseUrl}/window?${new URLSearchParams(fields)}`);

describe('GET /window', () => {
  it('shows the order as a plain Korean page with two forms and no scripts', async () => {
    const fields = windowFields({ orderName: '<b>린넨</b> 셔츠 & "바지"' });
    const response = await openWindow(fields);
    const html = await expectSandboxPage(response);
    expect(html).toContain('39,000원');
    expect(html).toContain('&lt;b&gt;린넨&lt;/b&gt; 셔츠 &amp; &quot;바지&quot;');
    expect(html).not.toContain('<b>린넨');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('action="/sandbox/toss/window/approve"');
    expect(html).toContain('action="/sandbox/toss/window/decline"');
    expect(html).toContain('결제 승인');
    expect(html).toContain('결제 취소');
    expect(html).toContain('정상 승인');
    expect(html).toContain('승인 요청 시 카드사 거절');
    expect(html).toContain('리다이렉트 금액 변조 (테스트)');
    expect(html).toContain(`name="orderId" value="${fields.orderId}"`);
  });

  it('accepts an anonymous customer', async () => {
    const response = await openWindow(windowFields({ customerKey: '@@ANONYMOUS' }));
    expect(response.status).toBe(200);
  });

  it('refuses a client key that is not the sandbox key', async () => {
    const response = await openWindow(
      windowFields({ clientKey: 'test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('결제창을 열 수 없습니다');
    expect(html).toContain(
      'clientKey: 샌드박스 클라이언트 키(test_gck_sandbox_ondostudio)가 아닙니다.',
    );
  });

  it('lists every invalid parameter, escaped', async () => {
    const response = await openWindow(
      windowFields({
        customerKey: 'a',
        orderId: '<x>',
        orderName: '',
        amount: '-1',
        successUrl: 'javascript:alert(1)',
        failUrl: '/checkout/fail',
      }),
    );
    const html = await response.text();
    expect(response.status).toBe(400);
    for (const name of ['customerKey', 'orderId', 'orderName', 'amount', 'successUrl', 'failUrl']) {
      expect(html).toContain(`<li>${name}:`);
    }
    expect(html).toContain('&quot;&lt;x&gt;&quot;');
    expect(html).not.toContain('<x>');
  });
});

describe('POST /window/approve', () => {
  it('starts an IN_PROGRESS payment and redirects to successUrl with its key', async () => {
    const fields = windowFields();
    const response = await submitWindowForm(t, 'approve', fields);

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/checkout/success');
    expect(location.searchParams.get('from')).toBe('cart');
    expect(location.searchParams.get('paymentType')).toBe('NORMAL');
    expect(location.searchParams.get('orderId')).toBe(fields.orderId);
    expect(location.searchParams.get('amount')).toBe('39000');
    const paymentKey = location.searchParams.get('paymentKey') ?? '';
    expect(paymentKey).toMatch(/^tsbx_[A-Za-z0-9_-]+$/);
    expect(paymentKey.length).toBeLessThanOrEqual(200);

    const payment = t.sandbox.payments().find((p) => p.paymentKey === paymentKey);
    expect(payment).toMatchObject({
      orderId: fields.orderId,
      orderName: '린넨 셔츠 외 1건',
      status: 'IN_PROGRESS',
      totalAmount: 39000,
      approvedAt: null,
    });
    expect(payment?.requestedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
  });

  it('puts the tampered amount in the redirect only', async () => {
    const response = await submitWindowForm(t, 'approve', {
      ...windowFields(),
      redirectAmount: '100',
    });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('amount')).toBe('100');
    const paymentKey = location.searchParams.get('paymentKey');
    const payment = t.sandbox.payments().find((p) => p.paymentKey === paymentKey);
    expect(payment?.totalAmount).toBe(39000);
  });

  it('re-validates the form and answers 400 without starting a payment', async () => {
    const before = t.sandbox.payments().length;
    const response = await submitWindowForm(t, 'approve', {
      ...windowFields({ amount: 'abc' }),
      outcome: 'maybe',
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('<li>amount:');
    expect(html).toContain('<li>outcome:');
    expect(t.sandbox.payments()).toHaveLength(before);
  });
});

describe('POST /window/decline', () => {
  it('redirects to failUrl with PAY_PROCESS_CANCELED and a Korean message', async () => {
    const fields = windowFields({ failUrl: 'http://shop.test/checkout/fail?step=pay' });
    const response = await submitWindowForm(t, 'decline', fields);

    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('message=%EC%82%AC%EC%9A%A9%EC%9E%90');
    expect(location).not.toContain('+');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe('http://shop.test/checkout/fail');
    expect(url.searchParams.get('step')).toBe('pay');
    expect(url.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(url.searchParams.get('message')).toBe('사용자가 결제를 취소하였습니다');
    expect(url.searchParams.get('orderId')).toBe(fields.orderId);
  });
});

describe('encapsulation', () => {
  it('keeps its form parser and error answers inside its prefix', async () => {
    const host = Fastify();
    host.setValidatorCompiler(validatorCompiler);
    host.setSerializerCompiler(serializerCompiler);
    host.post('/echo', async (request) => ({ body: request.body }));
    await host.register(createTossSandbox().plugin, { prefix: '/sandbox/toss' });

    const form = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(windowFields()).toString(),
    };
    expect((await host.inject({ ...form, url: '/echo' })).statusCode).toBe(415);
    expect((await host.inject({ ...form, url: '/sandbox/toss/window/approve' })).statusCode).toBe(
      303,
    );
    const badJson = await host.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.json()).not.toHaveProperty('code', 'INVALID_REQUEST');
    await host.close();
  });
});
