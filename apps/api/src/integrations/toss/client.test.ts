import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf } from '../../../test/failure';
import { createTossClient, TossError } from './client';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A tiny HTTP server for what the sandbox never does (hang, answer HTML). */
async function serve(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => handler(request, body, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/base/`;
}

/** The TossError a call fails with. */
const failure = (call: Promise<unknown>) => failureOf(call, TossError);

describe('createTossClient', () => {
  it('sends Basic auth with the colon, JSON, the idempotency key and encoded paths', async () => {
    const seen: {
      method?: string;
      url?: string;
      headers: IncomingMessage['headers'];
      body: string;
    }[] = [];
    const baseUrl = await serve((request, body, response) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"DONE"}');
    });
    const toss = createTossClient({ baseUrl, secretKey: 'test_gsk_abc' });

    await toss.confirm({ paymentKey: 'pk', orderId: 'ord_000001', amount: 39000 }, 'key-1');
    await toss.getPayment('a/b c');
    await toss.getPaymentByOrderId('ord_0001?x');
    await toss.cancel('a/b', { cancelReason: '반품', cancelAmount: 1000 }, 'key-2');

    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /base/v1/payments/confirm',
      'GET /base/v1/payments/a%2Fb%20c',
      'GET /base/v1/payments/orders/ord_0001%3Fx',
      'POST /base/v1/payments/a%2Fb/cancel',
    ]);
    expect(seen[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('test_gsk_abc:').toString('base64')}`,
    );
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      paymentKey: 'pk',
      orderId: 'ord_000001',
      amount: 39000,
    });
    expect(seen[1]?.headers['idempotency-key']).toBeUndefined();
    expect(seen[3]?.headers['idempotency-key']).toBe('key-2');
    expect(JSON.parse(seen[3]?.body ?? '')).toEqual({ cancelReason: '반품', cancelAmount: 1000 });
  });

  it('turns a Toss error body into a TossError with its status and code', async () => {
    const baseUrl = await serve((_request, _body, response) => {
      response
        .writeHead(403, { 'content-type': 'application/json' })
        .end('{"code":"REJECT_CARD_PAYMENT","message":"한도초과","data":null}');
    });
    const error = await failure(createTossClient({ baseUrl, secretKey: 's' }).getPayment('pk'));
    expect(error).toMatchObject({ status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과' });
  });

  it('answers UNKNOWN_ERROR to an error body that is not Toss JSON', async () => {
    const baseUrl = await serve((_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    });
    const error = await failure(createTossClient({ baseUrl, secretKey: 's' }).getPayment('pk'));
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN_ERROR' });
    expect(error.message).toContain('Bad Gateway');
  });

  it('gives up after timeoutMs with TIMEOUT', async () => {
    const baseUrl = await serve(() => {
      // Never answers.
    });
    const toss = createTossClient({ baseUrl, secretKey: 's', timeoutMs: 100 });
    const error = await failure(
      toss.confirm({ paymentKey: 'pk', orderId: 'ord_000001', amount: 1 }, 'k'),
    );
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports NETWORK_ERROR when nothing listens', async () => {
    const baseUrl = await serve(() => {});
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const error = await failure(createTossClient({ baseUrl, secretKey: 's' }).getPayment('pk'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('createTossClient: refunds to an account and cash receipts', () => {
  /** A `fetch` answered in process: it keeps each request and answers `body` with `status`. */
  function fakeFetch(status: number, body: object) {
    const requests: { url: string; method?: string; headers: Headers; body: unknown }[] = [];
    const send: typeof fetch = async (input, init) => {
      requests.push({
        url: String(input),
        method: init?.method,
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return { requests, send };
  }

  it('sends refundReceiveAccount with a cancel, and leaves it out when not given', async () => {
    const { requests, send } = fakeFetch(200, { status: 'PARTIAL_CANCELED' });
    const toss = createTossClient({ baseUrl: 'https://toss.test', secretKey: 's', fetch: send });
    const refundReceiveAccount = {
      bank: '88',
      accountNumber: '110123456789',
      holderName: '김온도',
    };
    await toss.cancel(
      'pk',
      { cancelReason: '반품', cancelAmount: 9000, refundReceiveAccount },
      'k1',
    );
    await toss.cancel('pk', { cancelReason: '반품' }, 'k2');
    expect(requests.map((r) => r.body)).toEqual([
      { cancelReason: '반품', cancelAmount: 9000, refundReceiveAccount },
      { cancelReason: '반품' },
    ]);
    expect(requests[0]?.url).toBe('https://toss.test/v1/payments/pk/cancel');
  });

  it('asks for a cash receipt with POST /v1/cash-receipts under the idempotency key', async () => {
    const issued = { receiptKey: 'rk', issueNumber: '000000001', amount: 39000, type: '소득공제' };
    const { requests, send } = fakeFetch(200, issued);
    const toss = createTossClient({ baseUrl: 'https://toss.test/', secretKey: 's', fetch: send });
    const request = {
      amount: 39000,
      orderId: 'ord_000001',
      orderName: '린넨 셔츠',
      customerIdentityNumber: '01012345678',
      type: '소득공제' as const,
    };
    expect(await toss.issueCashReceipt(request, 'cash-ord_000001')).toEqual(issued);
    expect(requests).toEqual([
      {
        url: 'https://toss.test/v1/cash-receipts',
        method: 'POST',
        headers: expect.any(Headers),
        body: request,
      },
    ]);
    expect(requests[0]?.headers.get('idempotency-key')).toBe('cash-ord_000001');
  });

  it('turns a refused refund account into a TossError', async () => {
    const { send } = fakeFetch(400, {
      code: 'INVALID_REFUND_ACCOUNT_NUMBER',
      message: '잘못된 환불 계좌번호입니다.',
    });
    const toss = createTossClient({ baseUrl: 'https://toss.test', secretKey: 's', fetch: send });
    const error = await failure(toss.cancel('pk', { cancelReason: '반품' }, 'k'));
    expect(error).toMatchObject({ status: 400, code: 'INVALID_REFUND_ACCOUNT_NUMBER' });
  });
});
