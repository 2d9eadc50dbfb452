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
