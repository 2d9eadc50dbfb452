/**
 * p50 and p95 of the back office's sales insight (`GET /v1/admin/insight`) over a throwaway
 * database of 10,000 paid orders of the last two years (see `seedBulkOrders`), through the real
 * app (inject), one request at a time, for each unit and a 92-day range:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:insight   # aim p95 ≤ 300 ms
 *   npm run bench:insight                                     # PGlite in a temporary folder
 *
 * DATABASE_URL names the server: the bench makes a database of its own there and drops it again.
 * BENCH_ORDERS (default 10000) orders, BENCH_RUNS (default 40) requests per shape.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createThrowawayDatabase,
  onCleanup,
  positiveIntFromEnv,
  runBench,
} from '../scripts/bench-kit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createMember, DEFAULT_TEST_PASSWORD } from '../src/db/factories';
import { migrate } from '../src/db/migrate';
import { seedBulkOrders } from '../src/db/seed/bulk-orders';
import { createMailer } from '../src/integrations/mail/mailer';
import { createOutbox } from '../src/integrations/mail/outbox';
import { seoulDate } from '../src/lib/seoul-days';
import { addDays } from '../src/modules/insight/buckets';

const AIM_MS = 300;
const orderCount = positiveIntFromEnv('BENCH_ORDERS', 10_000);
const runs = positiveIntFromEnv('BENCH_RUNS', 40);

await runBench(async () => {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-insight-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = serverUrl ? await createThrowawayDatabase(serverUrl) : undefined;
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
  });
  onCleanup(() => database.close());
  await migrate(database);

  const seeding = performance.now();
  await seedBulkOrders(database.db, { orders: orderCount, days: 730, members: 2_000 });
  console.log(
    `seeded ${orderCount.toLocaleString('en-US')} paid orders over two years in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
  });
  const outbox = createOutbox(path.join(dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  const app = await buildApp({
    config,
    database,
    mailer,
    outbox,
    logStream: false,
    webDist: path.join(dataDir, 'no-web'),
  });
  onCleanup(async () => {
    await app.close();
    mailer.close();
  });

  const boss = await createMember(database.db, { role: 'admin' });
  const signin = await app.inject({
    method: 'POST',
    url: '/v1/users/signin',
    payload: { user_id: boss.userId, password: DEFAULT_TEST_PASSWORD },
  });
  const token = JSON.parse(signin.body).token.access_token as string;

  async function measure(query: string) {
    const times: number[] = [];
    let orders = 0;
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/v1/admin/insight?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(performance.now() - started);
      orders = JSON.parse(res.body).totals.orders;
    }
    times.sort((a, b) => a - b);
    return {
      p50: times[Math.floor(times.length / 2)]!,
      p95: times[Math.ceil(times.length * 0.95) - 1]!,
      orders,
    };
  }

  const today = seoulDate(new Date());
  const shapes = [
    'unit=day',
    'unit=week',
    'unit=month',
    `unit=day&from=${addDays(today, -91)}&to=${today}`,
  ];
  const aim = database.kind === 'postgres' ? AIM_MS : undefined;
  const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
  console.log(
    `insight p50 / p95 — ${database.kind}, ${runs} runs per shape${aim ? ` (aim p95 ≤ ${aim} ms)` : ''}`,
  );
  let missed = 0;
  for (const shape of shapes) {
    const { p50, p95, orders } = await measure(shape);
    const above = aim !== undefined && p95 > aim;
    if (above) missed += 1;
    console.log(
      `  ${shape.padEnd(40)} ${ms(p50)} / ${ms(p95)}  (${orders.toLocaleString('en-US')} orders in the period)${above ? '  <- above the aim' : ''}`,
    );
  }
  if (aim === undefined) console.log('no aim on PGlite: figures only');
  else console.log(missed ? `${missed} shapes above the aim` : 'every shape within the aim');
  return missed === 0;
});
