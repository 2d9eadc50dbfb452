import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../test/admin';
import { useTestApp } from '../../test/hooks';
import { call } from '../../test/http';
import { createItem } from '../db/factories';
import { paymentComparisons, paymentDifferences } from '../db/schema/index';
import { createShopMetrics } from '../lib/metrics';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';

/** A sample's value from Prometheus text, or undefined when the line is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics without a token', () => {
  const t = useTestApp();
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers this machine only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.7' });
    expect(res.statusCode).toBe(404);
  });

  it('times requests by their route pattern, never the raw path', async () => {
    const item = await createItem(t.database.db);
    await call(t.app, 'GET', `/v1/items/${item.id}`);
    const text = await scrape();
    expect(
      sample(text, 'shop_http_request_duration_seconds_count', {
        route: '/v1/items/:id',
        method: 'GET',
        status: '2xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/v1/items/${item.id}"`);
  });

  it('counts provider calls by outcome and sold-out events from the stock ledger', async () => {
    const before = await scrape();
    const soldOut = sample(before, 'shop_sold_out_total') ?? 0;
    const confirmed =
      sample(before, 'shop_payment_calls_total', { operation: 'confirm', outcome: 'DONE' }) ?? 0;
    // Every unit of the option bought: it is sold out.
    await paidOrder(t.app, t.database.db, { M: 10 });
    const after = await scrape();
    expect(sample(after, 'shop_sold_out_total')).toBe(soldOut + 1);
    expect(sample(after, 'shop_options_sold_out')).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'shop_payment_calls_total', { operation: 'confirm', outcome: 'DONE' }),
    ).toBe(confirmed + 1);
  });

  it("reports the latest compared day's differences by kind", async () => {
    await t.database.db
      .insert(paymentComparisons)
      .values({ day: '2099-01-01', comparedAt: new Date(), matched: 3, mismatched: 1 });
    await t.database.db.insert(paymentDifferences).values({
      day: '2099-01-01',
      orderNumber: '20990101-METRICS',
      paymentKey: 'pk-metrics',
      kind: 'refund_unrecorded',
      providerStatus: 'CANCELED',
      providerCharged: 10_000,
      providerRefunded: 10_000,
      ledgerCharged: 10_000,
      ledgerRefunded: 0,
    });
    const text = await scrape();
    expect(sample(text, 'shop_reconciliation_differences', { kind: 'refund_unrecorded' })).toBe(1);
    const pooled = sample(text, 'shop_db_pool_connections', { state: 'total' });
    if (t.database.kind === 'postgres') expect(pooled).toBeGreaterThanOrEqual(1);
    else expect(pooled).toBeUndefined();
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

  it('asks for the Bearer token from anywhere, this machine included', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE shop_http_request_duration_seconds histogram');
  });
});

describe('job runs', () => {
  it('are counted by queue and result, with their duration', async () => {
    const metrics = createShopMetrics();
    metrics.jobRun('expire-checkouts', 'completed', 0.2);
    metrics.jobRun('expire-checkouts', 'failed', 1.5);
    metrics.jobRun('expire-checkouts', 'completed', 0.1);
    const text = await metrics.registry.metrics();
    const runs = (result: string) =>
      sample(text, 'shop_job_runs_total', { queue: 'expire-checkouts', result });
    expect([runs('completed'), runs('failed')]).toEqual([2, 1]);
    expect(sample(text, 'shop_job_duration_seconds_count', { queue: 'expire-checkouts' })).toBe(3);
  });
});
