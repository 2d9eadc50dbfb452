/**
 * p95 of the search endpoint's shapes over a bulk catalog (see `npm run seed:bulk`), through the
 * real app (inject), without the answer cache:
 *
 *   DATABASE_URL=postgres://…/db npm run bench:search     # aim: p95 ≤ 50 ms at 100,000 products
 *   npm run bench:search                                 # PGlite in DATA_DIR; aim ≤ 200 ms at 10,000
 *
 * BENCH_RUNS (default 40) requests per shape, one at a time.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createMailer } from '../src/integrations/mail/mailer';
import { createOutbox } from '../src/integrations/mail/outbox';

const SHAPES = [
  'q=니트',
  'q=울 코트&sort=price_asc',
  'q=ㄴㅌ',
  'q=knit',
  'q=오버핏크롭',
  'category=outer&page=2',
  'category=top-knit&color=블랙&size=M',
  'color=네이비&min_price=50000&max_price=100000&sort=popular',
  'q=셔츠&in_stock=true&sort=price_desc',
  'size=XL&sort=popular&page=3',
];

const runs = Number(process.env.BENCH_RUNS ?? '40');
const dataDir = process.env.DATA_DIR ?? 'data';
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
});
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-search-')),
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  LOG_LEVEL: 'silent',
  CATALOG_CACHE_TTL_MS: '0',
  JOBS_ENABLED: 'false',
  RATE_LIMIT_MAX: '1000000',
});
const outbox = createOutbox(path.join(config.dataDir, 'outbox'));
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
const app = await buildApp({
  config,
  database,
  mailer,
  outbox,
  logStream: false,
  webDist: path.join(config.dataDir, 'no-web'),
});
const counted = await database.executeSql('select count(*)::int as n from items');
const n = Number(counted.rows[0]?.n ?? 0);
const aim = database.kind === 'postgres' ? 50 : 200;
console.log(
  `search p95 — ${database.kind}, ${n.toLocaleString('en-US')} products, ${runs} runs per shape (aim ≤ ${aim} ms)`,
);
for (const shape of SHAPES) {
  const url = `/v1/items/search?${shape
    .split('&')
    .map((p) => p.split('=').map(encodeURIComponent).join('='))
    .join('&')}`;
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i >= 3) times.push(performance.now() - started);
    total = JSON.parse(res.body).total;
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
  const p50 = times[Math.floor(times.length / 2)]!;
  console.log(
    `  ${shape.padEnd(58)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (${total} found)${p95 > aim ? '  <- above the aim' : ''}`,
  );
}
await app.close();
await database.close();
