import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createTossSandbox,
  SANDBOX_CLIENT_KEY,
  type TossSandbox,
  type TossSandboxOptions,
} from './index';

/** Test support: the sandbox on a bare Fastify, listening on a free local port. */
export interface RunningSandbox {
  app: FastifyInstance;
  sandbox: TossSandbox;
  /** `http://127.0.0.1:<port>/sandbox/toss`, the base URL for the client. */
  baseUrl: string;
}

export async function startSandbox(options?: TossSandboxOptions): Promise<RunningSandbox> {
  const sandbox = createTossSandbox(options);
  const app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox/toss' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, sandbox, baseUrl: `http://127.0.0.1:${port}/sandbox/toss` };
}

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
  baseUrl: string,
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
export async function authenticatePayment(baseUrl: string, fields = windowFields()) {
  const response = await submitWindowForm(baseUrl, 'approve', fields);
  const location = new URL(response.headers.get('location') ?? '');
  const paymentKey = location.searchParams.get('paymentKey');
  const orderId = location.searchParams.get('orderId');
  if (response.status !== 303 || !paymentKey || !orderId) {
    throw new Error(`approve answered ${response.status}: ${await response.text()}`);
  }
  return { paymentKey, orderId, amount: Number(location.searchParams.get('amount')) };
}
