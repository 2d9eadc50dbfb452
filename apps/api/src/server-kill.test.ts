import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from '@shop/sandboxes/credentials';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/app';
import { type ChildServer, startServer } from '../test/child-server';
import { databaseUrlFor } from '../test/global-setup';
import { recipient } from '../test/shop';
import { openDatabase } from './db/client';
import { createItem } from './db/factories';
import { orders, paymentLedger, payments, stockMovements } from './db/schema/index';
import { checkInvariants } from './ops/invariants';

/**
 * The shop's process stops between the provider's charge and its own commit: the built-in Toss
 * sandbox carries the confirm out (and keeps it on disk) but answers only later. SIGKILLed in
 * between, the restarted server must place the order exactly once; told to stop (SIGTERM), the
 * server must finish the confirmation under way before it exits.
 */
const setup = inject('database');
const operator = { userId: 'killcheck', password: 'Operator123$' };
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let server: ChildServer | undefined;

let item: { id: number };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-kill-'));
  if (setup.kind === 'postgres') {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: setup.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${setup.template}`);
    databaseUrl = databaseUrlFor(setup.serverUrl, name);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // A migrated database holding one item, so that the server neither migrates nor seeds.
  const database = await openDatabase(
    databaseUrl
      ? { databaseUrl, poolSize: 1 }
      : {
          dataDir: path.join(dataDir, 'pglite'),
          loadDataDir: new Blob([await readFile((setup as { dumpFile: string }).dumpFile)]),
        },
  );
  item = await createItem(database.db, { options: { M: 5 }, price: 30_000 });
  await database.close();
});
afterAll(async () => {
  await server?.kill();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number, env: Record<string, string>) {
  server = await startServer(port, {
    NODE_ENV: 'development',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: 'kill-test-secret-long-enough-for-hs256-signing',
    ADMIN_ID: operator.userId,
    ADMIN_PASSWORD: operator.password,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'true',
    // Only the restart may settle the payment: no webhook from the sandbox meanwhile.
    TOSS_SANDBOX_WEBHOOK_URL: 'none',
    ...env,
  });
  return server;
}

async function api(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server!.baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** The sandbox's word on the order's payment, as the shop's server would ask Toss. */
async function providerPayment(orderNumber: string) {
  const response = await fetch(
    `${server!.baseUrl}/sandbox/toss/v1/payments/orders/${orderNumber}`,
    { headers: { authorization: `Basic ${btoa(`${SANDBOX_SECRET_KEY}:`)}` } },
  );
  return response.ok ? ((await response.json()) as { status: string; paymentKey: string }) : null;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads the database with the server down (PGlite: one process at a time). */
async function withDatabase<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => T) {
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

async function signIn(): Promise<string> {
  const body = await api('POST', '/v1/users/signin', undefined, {
    user_id: operator.userId,
    password: operator.password,
  });
  return body.token.access_token;
}

/**
 * Two units of the item ordered and approved in the sandbox's payment window: answers the order
 * number, its total and the query the success page sends to confirm.
 */
async function approvedCheckout(token: string, customerKey: string) {
  const started = await api('POST', '/v1/orders/start', token, {
    type: 'item',
    options: [{ item_id: item.id, option: 'M', quantity: 2 }],
  });
  const done = await api('POST', '/v1/orders/done', token, {
    ...recipient,
    merchant_id: started.merchant_id,
    total_price: started.total_price,
    apply_coupon_id: null,
  });
  const orderNumber: string = done.merchant_id;
  const total: number = done.total_price;
  await api('POST', '/v1/payment/toss', token, {
    payment_method: '카드',
    payment_name: done.order_name,
    merchant_id: orderNumber,
    amount: total,
  });
  const window = await fetch(`${server!.baseUrl}/sandbox/toss/window/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      clientKey: SANDBOX_CLIENT_KEY,
      customerKey,
      orderId: orderNumber,
      orderName: done.order_name,
      amount: String(total),
      successUrl: `${server!.baseUrl}/order/success`,
      failUrl: `${server!.baseUrl}/order/fail`,
      outcome: 'approve',
      redirectAmount: '',
    }),
  });
  expect(window.status).toBe(303);
  return {
    orderNumber,
    total,
    success: new URL(window.headers.get('location')!).searchParams,
  };
}

describe('a server killed between the charge and the commit', () => {
  it('places the order exactly once after its restart', async () => {
    const port = await freePort();
    await start(port, { TOSS_SANDBOX_CONFIRM_DELAY_MS: '30000' });

    const token = await signIn();
    const stockBefore = 5;
    const { orderNumber, total, success } = await approvedCheckout(token, 'customer-key-kill');

    // The success page's call: the shop holds the stock and asks the sandbox to confirm.
    const confirming = fetch(`${server!.baseUrl}/v1/payment/success?${success}`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => 'connection lost');
    await until(
      'the provider confirms',
      () => providerPayment(orderNumber),
      (p) => p?.status === 'DONE',
    );
    await server!.kill();
    expect(await confirming).toBe('connection lost');

    // Killed after the charge, before the commit: charged at the provider, not paid at the shop.
    const dead = await withDatabase(async (db) => {
      const [row] = await db.select().from(orders).where(eq(orders.merchantId, orderNumber));
      return {
        order: row!,
        payments: await db.select().from(payments).where(eq(payments.orderId, row!.id)),
        ledger: await db
          .select()
          .from(paymentLedger)
          .where(eq(paymentLedger.orderNumber, orderNumber)),
      };
    });
    expect(dead.order).toMatchObject({ status: 'PAYMENT_PENDING', holdsStock: true, paidAt: null });
    expect(dead.payments).toMatchObject([{ status: 'CONFIRMING' }]);
    expect(dead.ledger).toEqual([]);

    // Restarted: the reconciliation's run at start finds the payment DONE at the provider.
    await start(port, { RECONCILE_CONFIRMING_AFTER_MS: '1000' });
    const mine = () =>
      api('GET', '/v1/orders', token).then(
        (list: { order_list: { merchant_id: string; order_status: string }[] }) =>
          list.order_list.filter((o) => o.merchant_id === orderNumber),
      );
    const placed = await until('the order is placed', mine, (list) => list.length > 0);
    expect(placed.map((o) => o.order_status)).toEqual(['ORDER_PLACED']);
    // The shopper's page asks again: the same order, and still one charge (checked below).
    const again = await api('GET', `/v1/payment/success?${success}`, token);
    expect(again).toMatchObject({ merchant_id: orderNumber, order_status: 'ORDER_PLACED' });
    const provider = await providerPayment(orderNumber);
    await server!.stop();

    // One charge at the provider, one paid order, the stock taken once, the books whole.
    const kept = JSON.parse(
      await readFile(path.join(dataDir, 'sandbox', 'toss-payments.json'), 'utf8'),
    ) as {
      payments: { orderId: string; status: string; cancels: unknown[] }[];
    };
    expect(kept.payments.filter((p) => p.orderId === orderNumber)).toMatchObject([
      { status: 'DONE', cancels: [] },
    ]);
    expect(provider).toMatchObject({ status: 'DONE', totalAmount: total, balanceAmount: total });
    const after = await withDatabase(async (db) => ({
      order: (await db.select().from(orders).where(eq(orders.id, dead.order.id)))[0],
      ledger: await db
        .select()
        .from(paymentLedger)
        .where(eq(paymentLedger.orderNumber, orderNumber)),
      moves: await db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.orderId, dead.order.id)),
      broken: (await checkInvariants(db)).filter((r) => r.differences.length > 0),
    }));
    expect(after.order).toMatchObject({ status: 'ORDER_PLACED', refundedAmount: 0 });
    expect(after.ledger.map((e) => [e.kind, e.amount])).toEqual([['charge', total]]);
    expect(after.moves.map((m) => [m.reason, m.delta, m.stockAfter])).toEqual([
      ['sale', -2, stockBefore - 2],
    ]);
    expect(after.broken).toEqual([]);
  }, 240_000);
});

describe('a server told to stop (SIGTERM) in the middle of a checkout', () => {
  it('answers not ready, finishes the confirmation under way, places the order once and exits', async () => {
    const port = await freePort();
    await start(port, { TOSS_SANDBOX_CONFIRM_DELAY_MS: '2500', SHUTDOWN_DRAIN_MS: '1000' });
    const token = await signIn();
    const { orderNumber, total, success } = await approvedCheckout(token, 'customer-key-drain');

    const confirming = fetch(`${server!.baseUrl}/v1/payment/success?${success}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
    await until(
      'the provider confirms',
      () => providerPayment(orderNumber),
      (p) => p?.status === 'DONE',
    );
    const exited = server!.stop();
    // Draining: the load balancer's check fails while the instance still serves.
    await until(
      'the instance drains',
      () => fetch(`${server!.baseUrl}/readyz`).then((r) => r.status),
      (status) => status === 503,
    );
    expect(await confirming).toMatchObject({
      status: 200,
      body: { merchant_id: orderNumber, order_status: 'ORDER_PLACED' },
    });
    expect(await exited, server!.output()).toBe(0);

    const after = await withDatabase(async (db) => {
      const [order] = await db.select().from(orders).where(eq(orders.merchantId, orderNumber));
      return {
        order: order!,
        payments: await db.select().from(payments).where(eq(payments.orderId, order!.id)),
        ledger: await db
          .select()
          .from(paymentLedger)
          .where(eq(paymentLedger.orderNumber, orderNumber)),
        moves: await db.select().from(stockMovements).where(eq(stockMovements.orderId, order!.id)),
        broken: (await checkInvariants(db)).filter((r) => r.differences.length > 0),
      };
    });
    expect(after.order).toMatchObject({ status: 'ORDER_PLACED', refundedAmount: 0 });
    expect(after.payments).toMatchObject([{ status: 'DONE' }]);
    expect(after.ledger.map((e) => [e.kind, e.amount])).toEqual([['charge', total]]);
    expect(after.moves.map((m) => [m.reason, m.delta])).toEqual([['sale', -2]]);
    expect(after.broken).toEqual([]);
  }, 240_000);
});
