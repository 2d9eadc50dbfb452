import { randomBytes } from 'node:crypto';
import { cartMessages } from '@shop/contract/cart';
import { type OrderStartRequest, orderMessages } from '@shop/contract/orders';
import { paymentMessages } from '@shop/contract/payments';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../test/admin';
import { createTestApp, type TestApp } from '../test/app';
import { openSecondPool } from '../test/database';
import { netCharge } from '../test/fake-shop';
import { call, signIn } from '../test/http';
import { encodeForm, tinyPng } from '../test/multipart';
import { startS3Server, type TestBucketServer } from '../test/s3';
import { itemStart, stockedItem, submitOrder } from '../test/shop';
import type { App } from './app';
import type { DatabaseHandle } from './db/client';
import { createMember, DEFAULT_TEST_PASSWORD } from './db/factories';
import { itemOptions, orderLines, orders, stockMovements } from './db/schema/index';
import { createTossFake } from './integrations/toss/fake';
import { hashPassword } from './lib/passwords';
import { stockMismatches } from './modules/catalog/ledger';

// Two instances of the shop as a deployment runs them: one PostgreSQL database reached through a
// pool each, one Redis (when given), one payment provider. That each scheduled job runs once
// across instances is proven in modules/jobs/runner.test.ts ("two instances on one PostgreSQL").

const LABEL = '블랙 / FREE';
const BUYERS = 60;
const UNITS = 5;
const ACCOUNT_FAILURES = 4;

/** How far one member got, and what the shop answered last. */
interface Attempt {
  stage: 'cart' | 'start' | 'done' | 'register' | 'success';
  status: number;
  detail: unknown;
  merchantId?: string;
  paymentKey?: string;
  orderStatus?: unknown;
}

const stopped = (
  stage: Attempt['stage'],
  answer: { status: number; body: { detail?: unknown } | undefined },
): Attempt => ({ stage, status: answer.status, detail: answer.body?.detail });

describe.skipIf(process.env.DATABASE_URL === undefined)('two instances on one PostgreSQL', () => {
  const toss = createTossFake();
  const env = { AUTH_FAILURES_PER_ACCOUNT: String(ACCOUNT_FAILURES) };
  let redis: Redis | undefined;
  let a: TestApp;
  let b: TestApp;
  let secondPool: DatabaseHandle;

  beforeAll(async () => {
    redis = process.env.REDIS_URL
      ? new Redis(process.env.REDIS_URL, { keyPrefix: `test-${randomBytes(4).toString('hex')}:` })
      : undefined;
    a = await createTestApp({ toss, redis, env });
    secondPool = await openSecondPool(a.database);
    b = await createTestApp({ toss, redis, env, database: secondPool });
  });
  afterAll(async () => {
    await b?.close();
    await secondPool?.close();
    await a?.close();
    redis?.disconnect();
  });

  /** Sign-in, then the cart or the item page, start, done, register, the window, success. */
  async function buy(app: App, userId: string, itemId: number, way: 'cart' | 'item') {
    const token = (await signIn(app, userId)).token.access_token;
    let start: OrderStartRequest = itemStart(itemId, { [LABEL]: 1 });
    if (way === 'cart') {
      const added = await call(app, 'POST', '/v1/cart/create', {
        token,
        body: { item_id: itemId, options: [{ color_size: LABEL, quantity: 1 }] },
      });
      if (added.status !== 201) return stopped('cart', added);
      start = { type: 'cart', cart_id: [added.body[0].cart_id] };
    }
    const started = await call(app, 'POST', '/v1/orders/start', { token, body: start });
    if (started.status !== 200) return stopped('start', started);
    const done = await submitOrder(app, token, started.body);
    if (done.status !== 201) return stopped('done', done);
    const merchantId: string = done.body.merchant_id;
    const amount: number = done.body.total_price;
    const registered = await call(app, 'POST', '/v1/payment/toss', {
      token,
      body: {
        payment_method: '카드',
        payment_name: done.body.order_name,
        merchant_id: merchantId,
        amount,
      },
    });
    if (registered.status !== 201) return stopped('register', registered);
    const paymentKey = toss.authenticate({ orderId: merchantId, amount });
    const query = new URLSearchParams({
      paymentType: 'NORMAL',
      orderId: merchantId,
      paymentKey,
      amount: String(amount),
    });
    const success = await call(app, 'GET', `/v1/payment/success?${query}`, { token });
    return {
      ...stopped('success', success),
      merchantId,
      paymentKey,
      orderStatus: success.body?.order_status,
    };
  }

  it(`${BUYERS} members racing for ${UNITS} units through both: ${UNITS} paid orders, nobody else charged`, async () => {
    const db = a.database.db;
    const item = await stockedItem(db, { [LABEL]: UNITS });
    const passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
    const members = await Promise.all(
      Array.from({ length: BUYERS }, () => createMember(db, { password: null, passwordHash })),
    );

    // Even members go through A, odd ones through B; each instance serves both ways of buying.
    const attempts: Attempt[] = await Promise.all(
      members.map((m, i) =>
        buy(i % 2 === 0 ? a.app : b.app, m.userId, item.id, i % 4 < 2 ? 'cart' : 'item'),
      ),
    );

    const paid = attempts.filter((x) => x.status === 200);
    const losers = attempts.filter((x) => x.status !== 200);
    expect(paid).toHaveLength(UNITS);
    expect(paid.every((x) => x.stage === 'success' && x.orderStatus === 'ORDER_PLACED')).toBe(true);
    // Sold out wherever the member noticed: in the cart, at the order page or at payment.
    const soldOut = [
      cartMessages.soldOut(LABEL),
      orderMessages.notEnoughStock(item.name, LABEL, 0),
      paymentMessages.outOfStock,
    ];
    expect(losers.filter((x) => x.status !== 409 || !soldOut.includes(String(x.detail)))).toEqual(
      [],
    );

    const [option] = await db.select().from(itemOptions).where(eq(itemOptions.itemId, item.id));
    expect(option?.stock).toBe(0);
    expect(await stockMismatches(db)).toEqual([]);
    const sales = await db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.optionId, option!.id), eq(stockMovements.reason, 'sale')));
    expect(sales.reduce((sum, m) => sum + m.delta, 0)).toBe(-UNITS);
    // Units sold: every line of a placed order, none beyond the stock there was.
    const placed = await db
      .select({ quantity: orderLines.quantity, merchantId: orders.merchantId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.itemId, item.id), eq(orders.status, 'ORDER_PLACED')));
    expect(placed.reduce((sum, line) => sum + line.quantity, 0)).toBe(UNITS);
    expect(placed.map((line) => line.merchantId).sort()).toEqual(
      paid.map((x) => x.merchantId).sort(),
    );

    // At the provider: the paid orders are the only charges, confirmed once each.
    const ours = attempts.flatMap((x) => (x.merchantId ? [x.merchantId] : []));
    const charged = toss.payments().filter((p) => ours.includes(p.orderId) && p.status === 'DONE');
    expect(charged.map((p) => p.orderId).sort()).toEqual(paid.map((x) => x.merchantId).sort());
    expect(toss.confirmRequests()).toBe(UNITS);
    for (const loser of losers.filter((x) => x.paymentKey)) {
      expect(netCharge(toss, loser.paymentKey!)).toBe(0);
    }
  }, 60_000);

  // Without Redis each instance counts in its own memory: the limit then holds per instance.
  describe.runIf(process.env.REDIS_URL)('with one Redis', () => {
    const wrongSignIn = (app: App, userId: string) =>
      call(app, 'POST', '/v1/users/signin', {
        body: { user_id: userId, password: 'Not-the-password-1' },
      });
    const tally = (answers: { status: number }[]) =>
      answers.reduce<Record<number, number>>((counts, { status }) => {
        counts[status] = (counts[status] ?? 0) + 1;
        return counts;
      }, {});

    it('stop failed sign-ins of one account at the same total as one instance', async () => {
      const [spread, single] = await Promise.all([
        createMember(a.database.db),
        createMember(a.database.db),
      ]);
      const guesses = ACCOUNT_FAILURES + 6;
      const across = await Promise.all(
        Array.from({ length: guesses }, (_, i) =>
          wrongSignIn(i % 2 ? b.app : a.app, spread.userId),
        ),
      );
      const alone = await Promise.all(
        Array.from({ length: guesses }, () => wrongSignIn(a.app, single.userId)),
      );
      expect(tally(across)).toEqual({ 401: ACCOUNT_FAILURES, 429: guesses - ACCOUNT_FAILURES });
      expect(tally(alone)).toEqual(tally(across));
    });
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)(
  'two instances on one PostgreSQL and one bucket',
  () => {
    const CACHE_TTL_MS = 1_000;
    let s3: TestBucketServer;
    let a: TestApp;
    let b: TestApp;
    let secondPool: DatabaseHandle;

    beforeAll(async () => {
      s3 = await startS3Server();
      const env = { ...s3.env, CATALOG_CACHE_TTL_MS: String(CACHE_TTL_MS) };
      a = await createTestApp({ env });
      secondPool = await openSecondPool(a.database);
      b = await createTestApp({ env, database: secondPool });
    });
    afterAll(async () => {
      await b?.close();
      await secondPool?.close();
      await a?.close();
      await s3?.close();
    });

    async function productOnA(token: string) {
      const created = await call(a.app, 'POST', '/v1/admin/items', {
        token,
        body: { name: '울 코트', price: 289_000, options: [{ label: 'M', stock: 4 }] },
      });
      expect(created.status).toBe(201);
      return created.body as { item_id: number; options: { option_id: number }[] };
    }

    it('serves an image uploaded through one instance in the other’s answers', async () => {
      const { token } = await admin(a.app, a.database.db);
      const item = await productOnA(token);
      const form = new FormData();
      form.append('images', new Blob([tinyPng]), 'front.png');
      const { payload, headers } = await encodeForm(form);
      const uploaded = await a.app.inject({
        method: 'POST',
        url: `/v1/admin/items/${item.item_id}/images`,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(uploaded.statusCode).toBe(200);

      const onB = await call(b.app, 'GET', `/v1/items/${item.item_id}`);
      const [image] = onB.body.image_urls as string[];
      expect(image?.startsWith(`${s3.publicUrl}/items/${item.item_id}/`)).toBe(true);
      const served = await fetch(image!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    });

    it('shows a product edited on one instance on the other within the catalog cache’s lifetime', async () => {
      const { token } = await admin(a.app, a.database.db);
      const item = await productOnA(token);
      // B holds the product in its cache now.
      expect((await call(b.app, 'GET', `/v1/items/${item.item_id}`)).body.name).toBe('울 코트');

      const edited = await call(a.app, 'PUT', `/v1/admin/items/${item.item_id}`, {
        token,
        body: {
          name: '울 캐시미어 코트',
          price: 289_000,
          options: [{ option_id: item.options[0]!.option_id, label: 'M', stock: 4 }],
        },
      });
      expect(edited.status).toBe(200);
      const editedAt = Date.now();
      let name: unknown;
      while (Date.now() - editedAt < CACHE_TTL_MS + 2_000) {
        name = (await call(b.app, 'GET', `/v1/items/${item.item_id}`)).body.name;
        if (name === '울 캐시미어 코트') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(name).toBe('울 캐시미어 코트');
      expect(Date.now() - editedAt).toBeLessThanOrEqual(CACHE_TTL_MS + 500);
    });
  },
);
