/**
 * p95 of the search endpoint's shapes over a bulk catalog (see `npm run seed:bulk`), through the
 * real app (inject), twice, with the catalog cache of production (CATALOG_CACHE_TTL_MS 3 s): cold
 * (no counts kept: every request counts the total and the facets, as a new combination of filters
 * does) and warm (the counts kept from the shape's first request, as when a shopper pages or
 * re-sorts; the page itself is read every time):
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
async function appWith(countsTtlMs: number) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-search-')),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    CATALOG_CACHE_TTL_MS: '3000',
    SEARCH_COUNTS_TTL_MS: String(countsTtlMs),
    JOBS_ENABLED: 'false',
    RATE_LIMIT_MAX: '1000000',
  });
  const outbox = createOutbox(path.join(config.dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  return buildApp({
    config,
    database,
    mailer,
    outbox,
    logStream: false,
    webDist: path.join(config.dataDir, 'no-web'),
  });
}
type App = Awaited<ReturnType<typeof appWith>>;

/** p50 and p95 of `runs` requests after 3 unmeasured ones, and the total the answers gave. */
async function measure(app: App, url: string) {
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
  return {
    p50: times[Math.floor(times.length / 2)]!,
    p95: times[Math.ceil(times.length * 0.95) - 1]!,
    total,
  };
}

const cold = await appWith(0);
// Long enough to outlast the run; the answer cache of plain category pages is not hit by the shapes.
const warm = await appWith(3_600_000);
const counted = await database.executeSql('select count(*)::int as n from items');
const n = Number(counted.rows[0]?.n ?? 0);
const aim = database.kind === 'postgres' ? 50 : 200;
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
console.log(
  `search p50 / p95 — ${database.kind}, ${n.toLocaleString('en-US')} products, ${runs} runs per shape (aim p95 ≤ ${aim} ms)`,
);
console.log(
  `  ${'shape'.padEnd(58)} ${'cold p50 / p95'.padStart(22)}   ${'warm p50 / p95'.padStart(22)}`,
);
let missed = 0;
for (const shape of SHAPES) {
  const url = `/v1/items/search?${shape
    .split('&')
    .map((p) => p.split('=').map(encodeURIComponent).join('='))
    .join('&')}`;
  const c = await measure(cold, url);
  const w = await measure(warm, url);
  if (w.total !== c.total) throw new Error(`${url}: ${w.total} found warm, ${c.total} cold`);
  const above = [c.p95 > aim ? 'cold' : '', w.p95 > aim ? 'warm' : ''].filter(Boolean);
  if (above.length) missed += 1;
  console.log(
    `  ${shape.padEnd(58)} ${ms(c.p50)} / ${ms(c.p95)}   ${ms(w.p50)} / ${ms(w.p95)}  (${c.total} found)${above.length ? `  <- ${above.join(', ')} above the aim` : ''}`,
  );
}
console.log(
  missed ? `${missed} shapes above the aim` : 'every shape within the aim, cold and warm',
);
await cold.close();
await warm.close();
await database.close();
