import type { TossPayment } from '@shop/contract/toss-payment';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { injectFetch } from '../lib/inject-fetch';
import {
  createTossSandbox,
  SANDBOX_CLIENT_KEY,
  type TossSandbox,
  type TossSandboxOptions,
} from './index';
import { SANDBOX_SECRET_KEY } from './keys';

/** Test support: the sandbox on a bare Fastify, reached in process (no port). */
export interface OpenTossSandbox {
  app: FastifyInstance;
  sandbox: TossSandbox;
  /** `http://toss.sandbox.test/sandbox/toss`, the base URL for the client. */
  baseUrl: string;
  /** `fetch` that the sandbox answers. */
  fetch: typeof fetch;
}

/** The sandbox on an app of its own, plugin registered; it serves once `app.ready()` is done. */
function tossSandboxApp(options?: TossSandboxOptions): OpenTossSandbox {
  const sandbox = createTossSandbox(options);
  const app = Fastify();
  void app.register(sandbox.plugin, { prefix: '/sandbox/toss' });
  return {
    app,
    sandbox,
    baseUrl: 'http://toss.sandbox.test/sandbox/toss',
    fetch: injectFetch(app),
  };
}

export async function openTossSandbox(options?: TossSandboxOptions): Promise<OpenTossSandbox> {
  const opened = tossSandboxApp(options);
  await opened.app.ready();
  return opened;
}

/** One sandbox for a test file: ready before its first test, closed after its last. */
export function useTossSandbox(options?: TossSandboxOptions): OpenTossSandbox {
  const opened = tossSandboxApp(options);
  beforeAll(() => opened.app.ready());
  afterAll(() => opened.app.close());
  return opened;
}

type Reachable = Pick<OpenTossSandbox, 'baseUrl' | 'fetch'>;

let orderCount = 0;
/** The window's query (and form) fields for a fresh order; `overrides` replace any of them. */
export function windowFields(overrides: Record<string, string> = {}): Record<string, string> {
  orderCount += 1;
  return {
    clientKey: SANDBOX_CLIENT_KEY,
    customerKey: 'cst_5e0c1f7a-42',
    orderId: `ord_test_${String(orderCount).padStart(4, '0')}`,
    orderName: '린넨 셔츠 외 1건',
    amount: '39000',
    successUrl: 'http://shop.test/checkout/success?from=cart',
    failUrl: 'http://shop.test/checkout/fail',
    ...overrides,
  };
}

export async function submitWindowForm(
  { baseUrl, fetch }: Reachable,
  action: 'approve' | 'decline',
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${baseUrl}/window/${action}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** Goes through the window's "결제 승인" and returns what the success redirect carries. */
export async function authenticatePayment(sandbox: Reachable, fields = windowFields()) {
  const response = await submitWindowForm(sandbox, 'approve', fields);
  const location = new URL(response.headers.get('location') ?? '');
  const paymentKey = location.searchParams.get('paymentKey');
  const orderId = location.searchParams.get('orderId');
  if (response.status !== 303 || !paymentKey || !orderId) {
    throw new Error(`approve answered ${response.status}: ${await response.text()}`);
  }
  return { paymentKey, orderId, amount: Number(location.searchParams.get('amount')) };
}

const authorization = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;

/** A core API call with the sandbox's secret key, and an idempotency key when given one. */
export function callApi(
  t: Reachable,
  method: 'GET' | 'POST',
  route: string,
  body?: object,
  key?: string,
  headers: Record<string, string> = {},
) {
  return t.fetch(`${t.baseUrl}${route}`, {
    method,
    headers: {
      authorization,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The window's approval, then the shop's confirm: its answer and body. */
export async function approveAndConfirm(t: Reachable, fields = windowFields(), key?: string) {
  const authenticated = await authenticatePayment(t, fields);
  const answer = await callApi(t, 'POST', '/v1/payments/confirm', authenticated, key);
  return { ...authenticated, answer, body: (await answer.json()) as TossPayment };
}
