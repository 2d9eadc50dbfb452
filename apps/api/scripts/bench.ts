/**
 * Compares the shop's hottest read endpoints with a bare Fastify server that answers the very same
 * bytes: the gap is what the shop's plugins, hooks, validation and data access cost per request.
 *
 *   npm run bench:api                          # PGlite in a temporary data folder
 *   DATABASE_URL=postgres://… npm run bench:api  # a throwaway database on that server
 *
 * BENCH_SECONDS (default 5) and BENCH_ROUNDS (default 3) tune the run. Bundled to dist/bench.js
 * next to dist/server.js; run as `bench.js --bare <bodies.json> <port>` it is the bare server.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import {
  createThrowawayDatabase,
  freePort,
  HOST,
  onCleanup,
  positiveIntFromEnv,
  runBench,
  startChild,
  startShopServer,
  waitUntilReady,
} from './bench-kit';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const AIM_PERCENT = 60;
/** The Q&A and notice lists read more rows per answer than an item does. */
const LIST_AIM_PERCENT = 30;

// --- autocannon: it ships no types, so the part used here is declared and loaded with require --

interface Distribution {
  average: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  requests: Distribution;
  latency: Distribution;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
}

type Autocannon = (options: AutocannonOptions) => PromiseLike<AutocannonResult>;

const requireCjs = createRequire(import.meta.url);
const autocannon = requireCjs('autocannon') as Autocannon;

// --- the response samples both servers answer with ----------------------------------------------

interface Sample {
  contentType: string;
  body: string;
}

/** Each benchmarked address (path and query) with the answer the shop gave it. */
type Samples = Record<string, Sample>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSample(value: unknown): value is Sample {
  return isRecord(value) && typeof value.contentType === 'string' && typeof value.body === 'string';
}

function parseSamples(json: string): Samples {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value) || !Object.values(value).every(isSample)) {
    throw new Error('the bodies file does not hold {address: sample} entries');
  }
  return value as Samples;
}

async function fetchSample(url: string): Promise<Sample> {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}: ${bytes.toString('utf8', 0, 500)}`);
  }
  const body = bytes.toString('utf8');
  // The sample travels as text, so it must survive the round trip byte for byte.
  if (!Buffer.from(body, 'utf8').equals(bytes)) throw new Error(`GET ${url} is not UTF-8 text`);
  return { contentType: response.headers.get('content-type') ?? '', body };
}

function firstItemId(listJson: string): number {
  const list: unknown = JSON.parse(listJson);
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (!isRecord(first) || typeof first.id !== 'number') {
    throw new Error(`GET /v1/items has no items to benchmark the detail with: ${listJson}`);
  }
  return first.id;
}

// --- the bare server (child mode) --------------------------------------------------------------

const pathOf = (address: string) => address.split('?')[0] ?? address;

async function serveBare(bodiesFile: string, port: number): Promise<void> {
  const samples = parseSamples(await readFile(bodiesFile, 'utf8'));
  const app = Fastify();
  for (const [address, { contentType, body }] of Object.entries(samples)) {
    app.get(pathOf(address), async (_request, reply) => reply.type(contentType).send(body));
  }
  await app.listen({ host: HOST, port });
}

// --- starting the two servers ------------------------------------------------------------------

type DatabaseKind = 'PGlite' | 'PostgreSQL';

/** What is measured: the address, and the least share of bare Fastify's rate aimed at. */
interface Target {
  name: string;
  path: string;
  aimPercent: number;
}

interface Servers {
  database: DatabaseKind;
  shopUrl: string;
  bareUrl: string;
  samples: Samples;
  targets: Target[];
}

async function startShop(workDir: string): Promise<{ url: string; database: DatabaseKind }> {
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createThrowawayDatabase(serverUrl) : undefined;
  const { url } = await startShopServer(path.join(workDir, 'data'), {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // Production wants payment keys; the catalog never calls the provider.
    TOSS_CLIENT_KEY: 'test_gck_bench',
    TOSS_SECRET_KEY: 'test_gsk_bench',
    SEED_DEMO_DATA: 'true',
  });
  return { url, database: databaseUrl ? 'PostgreSQL' : 'PGlite' };
}

async function startBare(workDir: string, samples: Samples): Promise<string> {
  const bodiesFile = path.join(workDir, 'bodies.json');
  await writeFile(bodiesFile, JSON.stringify(samples));
  const port = await freePort();
  const bare = startChild(
    'bare server',
    [fileURLToPath(import.meta.url), '--bare', bodiesFile, String(port)],
    process.env,
  );
  const url = `http://${HOST}:${port}`;
  await waitUntilReady(bare, `${url}/v1/items`);
  await expectSameAnswers(url, samples);
  return url;
}

/** Guards the comparison itself: both servers must send identical bodies and content types. */
async function expectSameAnswers(bareUrl: string, samples: Samples) {
  for (const [pathname, expected] of Object.entries(samples)) {
    const actual = await fetchSample(`${bareUrl}${pathname}`);
    if (actual.body !== expected.body || actual.contentType !== expected.contentType) {
      throw new Error(`the bare server answers ${pathname} differently from the shop`);
    }
  }
}

async function startServers(): Promise<Servers> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));

  const shop = await startShop(workDir);
  const list = await fetchSample(`${shop.url}/v1/items`);
  const targets: Target[] = [
    { name: 'GET /v1/items', path: '/v1/items', aimPercent: AIM_PERCENT },
    {
      name: 'GET /v1/items/{id}',
      path: `/v1/items/${firstItemId(list.body)}`,
      aimPercent: AIM_PERCENT,
    },
    // A category page as the storefront opens it: the first page, kept like the plain list.
    {
      name: 'GET /v1/items/search',
      path: '/v1/items/search?category=outer&limit=20',
      aimPercent: AIM_PERCENT,
    },
    // The storefront's Q&A page as a visitor opens it, and the notice list.
    { name: 'GET /v1/qna', path: '/v1/qna?page=1&qna_type=title', aimPercent: LIST_AIM_PERCENT },
    { name: 'GET /v1/notice', path: '/v1/notice', aimPercent: LIST_AIM_PERCENT },
  ];
  const samples: Samples = {};
  for (const target of targets)
    samples[target.path] = await fetchSample(`${shop.url}${target.path}`);
  const bareUrl = await startBare(workDir, samples);
  return { database: shop.database, shopUrl: shop.url, bareUrl, samples, targets };
}

// --- measuring ---------------------------------------------------------------------------------

interface Measurement {
  reqPerSec: number;
  p50: number;
  p99: number;
}

interface Endpoint extends Target {
  shop: Measurement[];
  bare: Measurement[];
}

async function measure(url: string, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  if (result.errors !== 0 || result.timeouts !== 0 || result.non2xx !== 0) {
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', ');
    throw new Error(
      `GET ${url}: ${result.errors} errors, ${result.timeouts} timeouts, ` +
        `${result.non2xx} non-2xx answers (status codes: ${statuses || 'none'})`,
    );
  }
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Shop and bare rounds alternate, so a slow spell of the machine hits both alike. */
async function runRounds(servers: Servers, seconds: number, rounds: number): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = servers.targets.map((target) => ({
    ...target,
    shop: [],
    bare: [],
  }));
  for (const endpoint of endpoints) {
    await measure(`${servers.shopUrl}${endpoint.path}`, WARMUP_SECONDS);
    await measure(`${servers.bareUrl}${endpoint.path}`, WARMUP_SECONDS);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const endpoint of endpoints) {
      const shop = await measure(`${servers.shopUrl}${endpoint.path}`, seconds);
      const bare = await measure(`${servers.bareUrl}${endpoint.path}`, seconds);
      endpoint.shop.push(shop);
      endpoint.bare.push(bare);
      console.log(
        `  round ${round}/${rounds}  ${endpoint.name.padEnd(20)} ` +
          `shop ${formatRate(shop.reqPerSec)} req/s   bare ${formatRate(bare.reqPerSec)} req/s`,
      );
    }
  }
  return endpoints;
}

// --- reporting ---------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

function medianOf(measurements: Measurement[]): Measurement {
  return {
    reqPerSec: median(measurements.map((m) => m.reqPerSec)),
    p50: median(measurements.map((m) => m.p50)),
    p99: median(measurements.map((m) => m.p99)),
  };
}

const formatRate = (value: number) => Math.round(value).toLocaleString('en-US').padStart(7);
// autocannon records latency in whole milliseconds; a median of two rounds may end in .5.
const formatMs = (value: number) => String(Math.round(value * 10) / 10).padStart(7);

function shopPercent(endpoint: Endpoint): number {
  return (medianOf(endpoint.shop).reqPerSec / medianOf(endpoint.bare).reqPerSec) * 100;
}

function printTable(endpoint: Endpoint, database: DatabaseKind): void {
  const rows: [string, Measurement][] = [
    ['shop', medianOf(endpoint.shop)],
    ['bare', medianOf(endpoint.bare)],
  ];
  console.log(`\n${endpoint.name}  (${database}, median of ${endpoint.shop.length} rounds)`);
  console.log(`        ${['req/s', 'p50 ms', 'p99 ms'].map((h) => h.padStart(7)).join('  ')}`);
  for (const [label, m] of rows) {
    console.log(`  ${label}  ${formatRate(m.reqPerSec)}  ${formatMs(m.p50)}  ${formatMs(m.p99)}`);
  }
  console.log(`  shop/bare req/s: ${shopPercent(endpoint).toFixed(1)}%`);
}

function printReport(servers: Servers, endpoints: Endpoint[]): void {
  for (const endpoint of endpoints) printTable(endpoint, servers.database);
  console.log('');
  for (const endpoint of endpoints) {
    const percent = shopPercent(endpoint);
    const verdict = percent >= endpoint.aimPercent ? '' : '  <- below the aim';
    console.log(
      `${endpoint.name}: ${percent.toFixed(1)}% of bare Fastify (aim ≥ ${endpoint.aimPercent}%)${verdict}`,
    );
  }
}

// --- main --------------------------------------------------------------------------------------

/** Compares and reports; the aim is a guide, not a gate: the bench always succeeds. */
async function bench(): Promise<boolean> {
  const seconds = positiveIntFromEnv('BENCH_SECONDS', 5);
  const rounds = positiveIntFromEnv('BENCH_ROUNDS', 3);
  const servers = await startServers();
  console.log(
    `Shop API vs bare Fastify — ${servers.database}, ${CONNECTIONS} connections, ` +
      `${rounds} × ${seconds} s rounds after a ${WARMUP_SECONDS} s warm-up, ` +
      `Node ${process.version}, ${cpus().length} CPUs`,
  );
  const bodies = Object.entries(servers.samples).map(
    ([address, sample]) => `${address} ${Buffer.byteLength(sample.body)} B`,
  );
  console.log(`  bodies: ${bodies.join(', ')}`);
  const endpoints = await runRounds(servers, seconds, rounds);
  printReport(servers, endpoints);
  return true;
}

const argv = process.argv.slice(2);
if (argv[0] === '--bare') {
  const [, bodiesFile, port] = argv;
  if (!bodiesFile || !port) throw new Error('usage: bench.js --bare <bodies.json> <port>');
  await serveBare(bodiesFile, Number(port));
} else {
  await runBench(bench);
}
