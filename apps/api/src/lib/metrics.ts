import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the shop counts as it runs, for `/metrics` (one registry per app). */
export interface ShopMetrics {
  registry: Registry;
  /** An answered request: its route pattern (never the raw URL), method, status and duration. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A call to the payment provider and how it ended (the provider's status or error code). */
  paymentCall(operation: string, outcome: string): void;
  /** A job run and whether it completed. */
  jobRun(queue: string, result: 'completed' | 'failed', seconds: number): void;
  /** Figures read from the database when scraped (every instance reports the same). */
  readOnScrape(read: () => Promise<ScrapedFigures>): void;
  /** Everything in Prometheus text format, the database's figures read afresh. */
  text(): Promise<string>;
}

export interface ScrapedFigures {
  /** Differences of the latest compared day between the provider and the ledger, by kind. */
  reconciliationDifferences: Record<string, number>;
  /** Options ever sold down to zero by an order (stock ledger rows), a counter. */
  soldOut: number;
  /** Options at zero on products in the shop now. */
  optionsSoldOut: number;
  /** The database pool, when there is one (PostgreSQL). */
  pool?: { total: number; idle: number; waiting: number } | undefined;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_process_' });

  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const paymentCalls = new Counter({
    name: 'shop_payment_calls_total',
    help: 'Calls to the payment provider by operation and outcome (provider status or error code)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    help: 'Background job runs by queue and result',
    labelNames: ['queue', 'result'] as const,
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'shop_job_duration_seconds',
    help: 'Background job run time by queue',
    labelNames: ['queue'] as const,
    buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 600],
    registers: [registry],
  });

  // Read once per scrape (in `text`), before the gauges below are collected from it.
  let scrape: (() => Promise<ScrapedFigures>) | undefined;
  let figures: ScrapedFigures | undefined;

  new Gauge({
    name: 'shop_reconciliation_differences',
    help: 'Payments whose provider record differs from the ledger on the latest compared day, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, n] of Object.entries(figures?.reconciliationDifferences ?? {})) {
        this.set({ kind }, n);
      }
    },
  });
  new Counter({
    name: 'shop_sold_out_total',
    help: 'Times an option was sold down to zero units (from the stock ledger; the same on every instance)',
    registers: [registry],
    collect() {
      if (!figures) return;
      this.reset();
      this.inc(figures.soldOut);
    },
  });
  new Gauge({
    name: 'shop_options_sold_out',
    help: 'Options at zero units on products shown in the shop',
    registers: [registry],
    collect() {
      if (figures) this.set(figures.optionsSoldOut);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const pool = figures?.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    request(route, method, status, seconds) {
      requests.observe({ route, method, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
    paymentCall(operation, outcome) {
      paymentCalls.inc({ operation, outcome });
    },
    jobRun(queue, result, seconds) {
      jobRuns.inc({ queue, result });
      jobDurations.observe({ queue }, seconds);
    },
    readOnScrape(read) {
      scrape = read;
    },
    async text() {
      // A database that does not answer leaves its figures out; the process's own still go.
      figures = scrape ? await scrape().catch(() => undefined) : undefined;
      return registry.metrics();
    },
  };
}
