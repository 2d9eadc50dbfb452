/**
 * Lighthouse on the built storefront: the production server on a fresh embedded database with
 * the demo data, each page audited with the mobile and the desktop preset in Debian's Chromium,
 * the median of BENCH_RUNS (3) runs per page and preset against the targets; exit code 1 when one
 * is missed.
 *
 *   npm run bench:web                # builds the web app and the API first
 *   CHROMIUM_PATH=… BENCH_RUNS=5 npm run bench:web
 *   BENCH_PAGES=product,cart BENCH_PRESETS=mobile BENCH_REPORTS=/tmp/lh npm run bench:web
 *
 * The machine should have a Korean font as a phone has (Debian: `fonts-noto-cjk`, Android's own):
 * without one, Hangul is drawn in whatever the system finds and the layout shifts it measures are
 * not a phone's. The run says so when `fc-list` finds none.
 *
 * BENCH_PAGES and BENCH_PRESETS narrow the run to some pages or presets (the targets are then
 * judged on those alone); BENCH_REPORTS keeps every Lighthouse report as JSON in that folder.
 *
 * "JS before first paint" is the gzip size of every script that finished loading before the
 * first contentful paint of the (unthrottled) page load: the code the first paint waited for.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { onCleanup, positiveIntFromEnv, runBench, startShopServer } from './bench-kit';

type Preset = 'mobile' | 'desktop';

interface Page {
  name: string;
  path: string;
  signedIn?: boolean;
}

interface Run {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** Gzip bytes of the scripts loaded before the first contentful paint. */
  jsBeforePaint: number;
}

const TARGETS: Record<Preset, { performance: number; lcpMs: number; tbtMs: number; cls: number }> =
  {
    mobile: { performance: 95, lcpMs: 2_000, tbtMs: 100, cls: 0.02 },
    desktop: { performance: 100, lcpMs: 2_000, tbtMs: 100, cls: 0.02 },
  };
const MIN_ACCESSIBILITY = 95;
const MIN_BEST_PRACTICES = 95;
const MAX_JS_BEFORE_PAINT = 70 * 1024;

const DEMO_MEMBER = {
  user_id: 'benchweb1',
  email: 'benchweb1@naver.com',
  name: '김온도',
  password: 'Secure123$',
  nickname: '벤치온도',
  phone_num: '010-1234-5678',
};

// --- the shop and its pages --------------------------------------------------------------------

async function api<T>(base: string, pathname: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${base}${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function startShop(): Promise<string> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-web-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const { url } = await startShopServer(path.join(workDir, 'data'), {
    NODE_ENV: 'production',
    DATABASE_URL: undefined,
    // Production wants payment keys; none of the audited pages calls the provider.
    TOSS_CLIENT_KEY: 'test_gck_bench',
    TOSS_SECRET_KEY: 'test_gsk_bench',
    SEED_DEMO_DATA: 'true',
  });
  return url;
}

/** The pages to audit, with ids from the demo data. */
async function pagesOf(base: string): Promise<Page[]> {
  const items = await api<{ id: number }[]>(base, '/v1/items');
  const { notice_list: notices } = await api<{ notice_list: { notice_id: number }[] }>(
    base,
    '/v1/notice',
  );
  if (!items[0] || !notices[0]) throw new Error('the demo data has no item or no notice');
  return [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'product', path: `/product/${items[0].id}` },
    { name: 'qna', path: '/service/qna' },
    { name: 'notice', path: `/service/notice/${notices[0].notice_id}` },
    { name: 'cart', path: '/cart', signedIn: true },
  ];
}

interface ItemDetail {
  /** Option label → units in stock. */
  options: Record<string, number>;
}

/** A member with one line in the cart, signed in: answers the web app's session cookies. */
async function demoSession(base: string): Promise<{ access: string; refresh: string }> {
  await api(base, '/v1/users/signup', { method: 'POST', body: JSON.stringify(DEMO_MEMBER) });
  const { token } = await api<{ token: { access_token: string; refresh_token: string } }>(
    base,
    '/v1/users/signin',
    {
      method: 'POST',
      body: JSON.stringify({ user_id: DEMO_MEMBER.user_id, password: DEMO_MEMBER.password }),
    },
  );
  const items = await api<{ id: number; is_sold_out: boolean }[]>(base, '/v1/items');
  const item = items.find((i) => !i.is_sold_out) ?? items[0];
  if (item) {
    const detail = await api<ItemDetail>(base, `/v1/items/${item.id}`);
    const option = Object.entries(detail.options).find(([, stock]) => stock > 0)?.[0];
    if (option) {
      await api(base, '/v1/cart/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}` },
        body: JSON.stringify({
          item_id: item.id,
          options: [{ color_size: option, quantity: 1 }],
        }),
      });
    }
  }
  return { access: token.access_token, refresh: token.refresh_token };
}

// --- Lighthouse --------------------------------------------------------------------------------

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
}

interface Audit {
  numericValue?: number;
  details?: {
    items?: Record<string, unknown>[];
    debugData?: { networkStartTimeTs?: number };
  };
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

const gzipSizes = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    size = gzipSync(body, { level: 9 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

async function jsBeforeFirstPaint(lhr: Lhr): Promise<number> {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const paintTs = metrics?.observedFirstContentfulPaintTs;
  const requests = lhr.audits['network-requests']?.details;
  const startTs = requests?.debugData?.networkStartTimeTs;
  if (typeof paintTs !== 'number' || typeof startTs !== 'number') {
    throw new Error('Lighthouse reported no first paint or no network timings');
  }
  const scripts = ((requests?.items ?? []) as unknown as NetworkItem[]).filter(
    (r) =>
      r.resourceType === 'Script' &&
      r.networkEndTime !== undefined &&
      startTs + r.networkEndTime * 1000 <= paintTs,
  );
  const sizes = await Promise.all(scripts.map((r) => gzipSize(r.url)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

async function audit(url: string, port: number, preset: Preset): Promise<Run> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr as unknown as Lhr | undefined;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  await keepReport(url, preset, result?.report);
  return {
    performance: score(lhr, 'performance'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    jsBeforePaint: await jsBeforeFirstPaint(lhr),
  };
}

let reportCount = 0;

async function keepReport(url: string, preset: Preset, report: string | string[] | undefined) {
  const folder = process.env.BENCH_REPORTS;
  if (!folder || report === undefined) return;
  await mkdir(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
  reportCount += 1;
  await writeFile(
    path.join(folder, `${preset}${name}${reportCount}.json`),
    Array.isArray(report) ? report.join('\n') : report,
  );
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated once. */
async function auditOnce(url: string, port: number, preset: Preset): Promise<Run> {
  try {
    return await audit(url, port, preset);
  } catch (error) {
    console.warn(
      `  retrying ${url} (${preset}): ${error instanceof Error ? error.message : error}`,
    );
    return audit(url, port, preset);
  }
}

function warnWithoutKoreanFont() {
  try {
    if (execFileSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).trim() !== '') return;
  } catch {
    // No fontconfig: nothing to tell.
    return;
  }
  console.warn(
    '  no Korean font on this machine (apt-get install fonts-noto-cjk): Hangul falls back to ' +
      'whatever the system finds, and layout shifts are not what a phone sees',
  );
}

async function launchChromium(): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  onCleanup(async () => {
    chrome.kill();
  });
  return chrome.port;
}

/** The session's cookies in the browser, where the web app reads them at start. */
async function keepSession(
  port: number,
  base: string,
  session: { access: string; refresh: string },
) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie(
      { name: 'access', value: session.access, url: base },
      { name: 'refresh', value: session.refresh, url: base },
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

// --- report ------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function medianRun(runs: Run[]): Run {
  const of = (key: keyof Run) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    jsBeforePaint: of('jsBeforePaint'),
  };
}

function misses(run: Run, preset: Preset): string[] {
  const target = TARGETS[preset];
  const missed: string[] = [];
  if (run.performance < target.performance) missed.push(`perf < ${target.performance}`);
  if (run.lcpMs > target.lcpMs) missed.push(`LCP > ${target.lcpMs / 1000} s`);
  if (run.tbtMs > target.tbtMs) missed.push(`TBT > ${target.tbtMs} ms`);
  if (run.cls > target.cls) missed.push(`CLS > ${target.cls}`);
  if (run.accessibility < MIN_ACCESSIBILITY) missed.push(`a11y < ${MIN_ACCESSIBILITY}`);
  if (run.bestPractices < MIN_BEST_PRACTICES) missed.push(`BP < ${MIN_BEST_PRACTICES}`);
  if (run.jsBeforePaint > MAX_JS_BEFORE_PAINT) missed.push(`JS > ${MAX_JS_BEFORE_PAINT / 1024} KB`);
  return missed;
}

const HEADER = ['page', 'preset', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'BP', 'JS KB gz'];

function row(page: Page, preset: Preset, run: Run, missed: string[]): string {
  const cells = [
    `${page.name} ${page.path}`.padEnd(26),
    preset.padEnd(7),
    String(run.performance).padStart(4),
    (run.lcpMs / 1000).toFixed(2).padStart(5),
    String(Math.round(run.tbtMs)).padStart(6),
    run.cls.toFixed(3).padStart(5),
    String(run.accessibility).padStart(4),
    String(run.bestPractices).padStart(3),
    (run.jsBeforePaint / 1024).toFixed(1).padStart(8),
  ];
  return `${cells.join('  ')}${missed.length > 0 ? `  <- ${missed.join(', ')}` : ''}`;
}

/** The entries named in a comma-separated variable, or all of them when it is unset. */
function chosen<T>(all: readonly T[], variable: string, nameOf: (entry: T) => string): T[] {
  const names = process.env[variable]
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names || names.length === 0) return [...all];
  const picked = all.filter((entry) => names.includes(nameOf(entry)));
  if (picked.length === 0)
    throw new Error(`${variable} names none of ${all.map(nameOf).join(', ')}`);
  return picked;
}

// --- main --------------------------------------------------------------------------------------

async function bench(): Promise<boolean> {
  const runs = positiveIntFromEnv('BENCH_RUNS', 3);
  const base = await startShop();
  const pages = chosen(await pagesOf(base), 'BENCH_PAGES', (p) => p.name);
  warnWithoutKoreanFont();
  const port = await launchChromium();
  await keepSession(port, base, await demoSession(base));
  console.log(`Lighthouse 12 on ${base}, median of ${runs} runs per page and preset`);

  const lines: string[] = [];
  let met = true;
  const presets = chosen(['mobile', 'desktop'] as const, 'BENCH_PRESETS', (p) => p);
  for (const preset of presets) {
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await auditOnce(`${base}${page.path}`, port, preset));
      const run = medianRun(results);
      const missed = misses(run, preset);
      if (missed.length > 0) met = false;
      const line = row(page, preset, run, missed);
      lines.push(line);
      console.log(`  ${line}`);
    }
  }
  console.log(`\n${HEADER.join('  ')}`);
  for (const line of lines) console.log(line);
  console.log(
    `\ntargets: mobile perf ≥ ${TARGETS.mobile.performance}, desktop perf ≥ ${TARGETS.desktop.performance}, ` +
      `LCP ≤ 2 s, TBT ≤ 100 ms, CLS ≤ 0.02, a11y and BP ≥ 95, JS before first paint ≤ 70 KB gz: ` +
      (met ? 'met' : 'MISSED'),
  );
  return met;
}

await runBench(bench);
