/**
 * A sale under load: the built shop on PostgreSQL with its Toss sandbox, as a development server
 * runs it (the server confirms over loopback, the sandbox sends its webhooks back), and BUYERS
 * signed-in members at once going cart → start → done → register → the payment window's approve →
 * success for an option with fewer units than buyers. Ten purchases of another item, one after
 * another, come first: they warm the server up and give each call's time alone ("alone ms").
 *
 *   npm run bench:checkout        # PG_SERVER_URL, default postgres://postgres@127.0.0.1:5432/test
 *
 * BENCH_BUYERS (default 100) and BENCH_UNITS (default 80) size the sale. Exits 1 when a target is
 * missed: p95 of every call ≤ 150 ms, no errors but sold-out answers, nothing oversold, as many
 * charges at the sandbox as paid orders, the server's peak RSS ≤ 250 MB.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cartMessages } from '@shop/contract/cart';
import { orderMessages } from '@shop/contract/orders';
import { paymentMessages } from '@shop/contract/payments';
import { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from '@shop/sandboxes/credentials';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createItem, createMember, DEFAULT_TEST_PASSWORD } from '../src/db/factories';
import { orderLines, orders } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { stockMismatches } from '../src/modules/catalog/ledger';
import {
  createThrowawayDatabase,
  onCleanup,
  positiveIntFromEnv,
  runBench,
  type ShopServer,
  startShopServer,
} from './bench-kit';

const LABEL = '블랙 / FREE';
const WARMUP_BUYERS = 10;
const SIGN_IN_CONCURRENCY = 8;
const RSS_SAMPLE_MS = 50;
const CLOCK_TICKS_PER_SECOND = 100;
const TARGETS = { p95Ms: 150, rssMb: 250 };
const CALLS = ['cart', 'start', 'done', 'register', 'approve', 'success'] as const;
type CallName = (typeof CALLS)[number];

// --- the server ---------------------------------------------------------------------------------

interface Shop extends ShopServer {
  databaseUrl: string;
}

async function startShop(): Promise<Shop> {
  const serverUrl = process.env.PG_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const databaseUrl = await createThrowawayDatabase(serverUrl);
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-checkout-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const server = await startShopServer(path.join(workDir, 'data'), {
    // Outside production, without Toss keys: the sandbox is mounted and reached over loopback.
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    TOSS_CLIENT_KEY: '',
    TOSS_SECRET_KEY: '',
    TOSS_API_BASE_URL: '',
    TOSS_SANDBOX_WEBHOOK_URL: '',
    SEED_DEMO_DATA: 'false',
  });
  return { ...server, databaseUrl };
}

/** CPU seconds the process has used (user + system), from /proc; undefined elsewhere. */
async function cpuSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return undefined;
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The server's peak resident memory in the run. Its high-water mark (VmHWM) is reset first, so
 * that the sign-ins before (Argon2 takes 19 MiB per verification) do not count; where it cannot
 * be reset, the largest VmRSS sampled stands in.
 */
async function watchMemory(pid: number) {
  const statusFile = `/proc/${pid}/status`;
  const megabytes = (status: string, field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  };
  const before = await readFile(statusFile, 'utf8').catch(() => undefined);
  if (before === undefined) return { stop: async () => undefined };
  const lifetimeMb = megabytes(before, 'VmHWM');
  // "5" resets the peak RSS (proc(5), clear_refs).
  const reset = await writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  let sampledMb = 0;
  const sample = async () => {
    const status = await readFile(statusFile, 'utf8').catch(() => '');
    sampledMb = Math.max(sampledMb, megabytes(status, 'VmRSS'));
  };
  const timer = setInterval(sample, RSS_SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      const status = await readFile(statusFile, 'utf8').catch(() => '');
      const peakMb = reset ? Math.max(megabytes(status, 'VmHWM'), sampledMb) : sampledMb;
      return { peakMb, how: reset ? 'VmHWM' : 'VmRSS sampled', lifetimeMb };
    },
  };
}

// --- HTTP ---------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: Record<string, unknown> & { detail?: unknown };
  location: string | null;
}

interface Timings {
  durations: Record<CallName, number[]>;
  errors: Map<string, number>;
  soldOut: Map<CallName, number>;
}

const newTimings = (): Timings => ({
  durations: Object.fromEntries(CALLS.map((c) => [c, []])) as unknown as Record<CallName, number[]>,
  errors: new Map(),
  soldOut: new Map(),
});

class Stop extends Error {}

const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

async function send(
  url: string,
  init: { method: string; token?: string; json?: unknown; form?: URLSearchParams },
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
    redirect: 'manual',
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: isJson && text ? JSON.parse(text) : {},
    location: response.headers.get('location'),
  };
}

// --- one member's purchase ----------------------------------------------------------------------

interface Sale {
  url: string;
  itemId: number;
  itemName: string;
  timings: Timings;
}

interface Outcome {
  merchantId?: string;
  paid: boolean;
}

/** Times one call; an answer other than `expected` ends the purchase, counted by its kind. */
async function timed(
  sale: Sale,
  name: CallName,
  expected: number,
  request: () => Promise<Answer>,
): Promise<Answer> {
  const started = performance.now();
  let answer: Answer;
  try {
    answer = await request();
  } catch (error) {
    count(sale.timings.errors, `${name}: ${error instanceof Error ? error.message : error}`);
    throw new Stop();
  }
  sale.timings.durations[name].push(performance.now() - started);
  if (answer.status === expected) return answer;
  const soldOut = [
    cartMessages.soldOut(LABEL),
    orderMessages.notEnoughStock(sale.itemName, LABEL, 0),
    paymentMessages.outOfStock,
  ];
  if (answer.status === 409 && soldOut.includes(String(answer.body.detail))) {
    count(sale.timings.soldOut, name);
  } else {
    count(sale.timings.errors, `${name}: ${answer.status} ${String(answer.body.detail ?? '')}`);
  }
  throw new Stop();
}

async function purchase(sale: Sale, token: string, outcome: Outcome): Promise<void> {
  const api = (p: string) => `${sale.url}${p}`;
  const added = await timed(sale, 'cart', 201, () =>
    send(api('/v1/cart/create'), {
      method: 'POST',
      token,
      json: { item_id: sale.itemId, options: [{ color_size: LABEL, quantity: 1 }] },
    }),
  );
  const cartId = (added.body as unknown as { cart_id: number }[])[0]?.cart_id;
  const started = await timed(sale, 'start', 200, () =>
    send(api('/v1/orders/start'), {
      method: 'POST',
      token,
      json: { type: 'cart', cart_id: [cartId] },
    }),
  );
  const done = await timed(sale, 'done', 201, () =>
    send(api('/v1/orders/done'), {
      method: 'POST',
      token,
      json: {
        recipient_name: '김온도',
        post_code: '04779',
        address: '서울 성동구 성수이로 113',
        detail_address: '3층',
        phone_num: '010-1234-5678',
        requirements: '',
        payment_method: '카드',
        merchant_id: started.body.merchant_id,
        total_price: started.body.total_price,
        apply_coupon_id: null,
      },
    }),
  );
  const merchantId = String(done.body.merchant_id);
  const amount = String(done.body.total_price);
  const orderName = String(done.body.order_name);
  outcome.merchantId = merchantId;
  await timed(sale, 'register', 201, () =>
    send(api('/v1/payment/toss'), {
      method: 'POST',
      token,
      json: {
        payment_method: '카드',
        payment_name: orderName,
        merchant_id: merchantId,
        amount: Number(amount),
      },
    }),
  );
  // What the payment window's form posts when the shopper approves.
  const approved = await timed(sale, 'approve', 303, () =>
    send(api('/sandbox/toss/window/approve'), {
      method: 'POST',
      form: new URLSearchParams({
        clientKey: SANDBOX_CLIENT_KEY,
        customerKey: `bench-${merchantId}`,
        orderId: merchantId,
        orderName,
        amount,
        successUrl: api('/order/success'),
        failUrl: api('/order/fail'),
        outcome: 'approve',
        redirectAmount: '',
      }),
    }),
  );
  const redirect = new URL(approved.location ?? '', sale.url);
  await timed(sale, 'success', 200, () =>
    send(api(`/v1/payment/success${redirect.search}`), { method: 'GET', token }),
  );
  outcome.paid = true;
}

async function buyAll(sale: Sale, tokens: string[]): Promise<Outcome[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const outcome: Outcome = { paid: false };
      try {
        await purchase(sale, token, outcome);
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
      return outcome;
    }),
  );
}

// --- setting the sale up ------------------------------------------------------------------------

async function signInAll(url: string, userIds: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < userIds.length; i += SIGN_IN_CONCURRENCY) {
    const batch = userIds.slice(i, i + SIGN_IN_CONCURRENCY);
    const answers = await Promise.all(
      batch.map((userId) =>
        send(`${url}/v1/users/signin`, {
          method: 'POST',
          json: { user_id: userId, password: DEFAULT_TEST_PASSWORD },
        }),
      ),
    );
    for (const answer of answers) {
      const token = (answer.body.token as { access_token?: string } | undefined)?.access_token;
      if (answer.status !== 200 || !token) {
        throw new Error(`sign-in answered ${answer.status} ${String(answer.body.detail ?? '')}`);
      }
      tokens.push(token);
    }
  }
  return tokens;
}

/** Charges the sandbox kept: DONE payments of the given orders, looked up as the server does. */
async function chargesAtSandbox(url: string, merchantIds: string[]): Promise<number> {
  const authorization = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;
  let charged = 0;
  for (const merchantId of merchantIds) {
    const response = await fetch(`${url}/sandbox/toss/v1/payments/orders/${merchantId}`, {
      headers: { authorization },
    });
    const payment = (await response.json()) as { status?: string; balanceAmount?: number };
    if (response.ok && payment.status === 'DONE' && (payment.balanceAmount ?? 0) > 0) charged++;
  }
  return charged;
}

// --- reporting ----------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1)).padStart(7);

// --- main ---------------------------------------------------------------------------------------

async function bench(): Promise<boolean> {
  const buyers = positiveIntFromEnv('BENCH_BUYERS', 100);
  const units = positiveIntFromEnv('BENCH_UNITS', 80);
  const shop = await startShop();

  const database = await openDatabase({ databaseUrl: shop.databaseUrl, poolSize: 4 });
  onCleanup(() => database.close());
  const db = database.db;
  const warmupItem = await createItem(db, { options: { [LABEL]: WARMUP_BUYERS } });
  const item = await createItem(db, { options: { [LABEL]: units } });
  const passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
  const members = [];
  for (let i = 0; i < buyers + WARMUP_BUYERS; i++) {
    members.push(await createMember(db, { password: null, passwordHash }));
  }
  const tokens = await signInAll(
    shop.url,
    members.map((m) => m.userId),
  );

  // A few purchases one after another first: the measured ones do not pay for the server's first
  // calls, and these tell what each call costs with nobody else in the queue.
  const warmup = newTimings();
  const warmupSale = {
    url: shop.url,
    itemId: warmupItem.id,
    itemName: warmupItem.name,
    timings: warmup,
  };
  for (const token of tokens.slice(buyers)) await buyAll(warmupSale, [token]);
  if (warmup.errors.size > 0) {
    throw new Error(`the warm-up purchases failed: ${[...warmup.errors.keys()].join('; ')}`);
  }

  const memory = await watchMemory(shop.pid);
  const timings = newTimings();
  const cpuBefore = await cpuSeconds(shop.pid);
  const startedAt = performance.now();
  const outcomes = await buyAll(
    { url: shop.url, itemId: item.id, itemName: item.name, timings },
    tokens.slice(0, buyers),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuAfter = await cpuSeconds(shop.pid);
  const rss = await memory.stop();

  const merchantIds = outcomes.flatMap((o) => (o.merchantId ? [o.merchantId] : []));
  const placed =
    merchantIds.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, quantity: orderLines.quantity })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(and(inArray(orders.merchantId, merchantIds), eq(orders.status, 'ORDER_PLACED')));
  const sold = placed.reduce((sum, line) => sum + line.quantity, 0);
  const paidOrders = new Set(placed.map((line) => line.orderId)).size;
  const oversold = Math.max(0, sold - units);
  const charges = await chargesAtSandbox(shop.url, merchantIds);
  const mismatches = await stockMismatches(db);

  console.log(
    `\nCheckout under load — PostgreSQL, ${buyers} members at once for ${units} units, ` +
      `Node ${process.version}, ${cpus().length} CPUs (load average ${loadavg()[0]!.toFixed(1)}), ` +
      `${seconds.toFixed(2)} s for the run`,
  );
  console.log(`\n  call        n     p50 ms  p95 ms  p99 ms   alone ms`);
  const missed: string[] = [];
  for (const name of CALLS) {
    const sorted = [...timings.durations[name]].sort((x, y) => x - y);
    const p95 = percentile(sorted, 95);
    const alone = percentile(
      [...warmup.durations[name]].sort((x, y) => x - y),
      50,
    );
    console.log(
      `  ${name.padEnd(9)} ${String(sorted.length).padStart(4)}  ${ms(percentile(sorted, 50))} ` +
        `${ms(p95)} ${ms(percentile(sorted, 99))}    ${ms(alone)}`,
    );
    if (p95 > TARGETS.p95Ms) missed.push(`${name} p95 ${p95.toFixed(1)} ms > ${TARGETS.p95Ms}`);
  }
  const errorCount = [...timings.errors.values()].reduce((sum, n) => sum + n, 0);
  const soldOut = [...timings.soldOut.entries()].map(([call, n]) => `${call} ${n}`).join(', ');
  console.log(`\n  sold out:  ${soldOut || 'none'}`);
  console.log(`  errors:    ${errorCount}`);
  for (const [kind, n] of timings.errors) console.log(`    ${n} × ${kind}`);
  console.log(`  paid:      ${outcomes.filter((o) => o.paid).length} orders, ${sold} units`);
  console.log(`  oversold:  ${oversold} units (stock ledger mismatches: ${mismatches.length})`);
  console.log(`  charges:   ${charges} at the sandbox for ${paidOrders} paid orders`);
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const cpu = cpuAfter - cpuBefore;
    console.log(
      `  server CPU: ${cpu.toFixed(2)} s in the run, ${((cpu / buyers) * 1000).toFixed(0)} ms per member`,
    );
  }
  console.log(
    rss
      ? `  peak RSS:  ${rss.peakMb.toFixed(1)} MB in the run (${rss.how}; ` +
          `${rss.lifetimeMb.toFixed(1)} MB before it, sign-ins included)`
      : '  peak RSS:  not measured (no /proc)',
  );

  if (errorCount > 0) missed.push(`${errorCount} errors besides sold-out`);
  if (oversold > 0 || mismatches.length > 0) missed.push(`${oversold} units oversold`);
  if (charges !== paidOrders) missed.push(`${charges} charges for ${paidOrders} orders`);
  if (rss && rss.peakMb > TARGETS.rssMb) {
    missed.push(`peak RSS ${rss.peakMb.toFixed(1)} MB > ${TARGETS.rssMb}`);
  }
  console.log(missed.length === 0 ? '\nAll targets met.' : `\nMissed: ${missed.join('; ')}`);
  return missed.length === 0;
}

await runBench(bench);
