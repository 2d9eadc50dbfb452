import type { Insight, insightQuerySchema } from '@shop/contract/admin-insight';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { ShopEventKind } from '../../db/schema/index';
import { seoulDate, seoulDayEnd, seoulDayStart } from '../../lib/seoul-days';
import { type InsightPeriod, insightPeriod } from './buckets';
import { createEventBuffer } from './event-buffer';
import { byBucket, rankings, series } from './figures';
import * as repo from './repo';

type InsightQuery = z.output<typeof insightQuerySchema>;

const ABANDONED_LIMIT = 20;
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const FLUSH_EVERY_MS = 5_000;

/**
 * The back office's sales insight, read from the orders, the payment ledger and the counted
 * funnel steps; and the counting of those steps (product views, cart adds), buffered.
 */
export function createInsightService({
  db,
  now = () => new Date(),
  flushEveryMs = FLUSH_EVERY_MS,
  onFlushError = () => undefined,
}: {
  db: Database;
  now?: () => Date;
  flushEveryMs?: number;
  onFlushError?: (error: unknown) => void;
}) {
  const events = createEventBuffer({
    write: (counts) => repo.addEventCounts(db, counts),
    flushEveryMs,
    onError: onFlushError,
    now,
  });

  async function salesSeries(period: InsightPeriod) {
    const start = seoulDayStart(period.previousFrom);
    const end = seoulDayEnd(period.to);
    const [paid, refunded, cancelled] = await Promise.all([
      repo.paidByDay(db, start, end),
      repo.refundedByDay(db, start, end),
      repo.cancelledByDay(db, start, end),
    ]);
    const buckets = byBucket(period, [
      ...paid.map(({ day, ...figures }) => ({ day, figures })),
      ...refunded.map(({ day, ...figures }) => ({ day, figures })),
      ...cancelled.map(({ day, ...figures }) => ({ day, figures })),
    ]);
    return { current: series(period.buckets, buckets), previous: series(period.previous, buckets) };
  }

  async function products(start: Date, end: Date) {
    const options = await repo.soldOptions(db, start, end);
    const itemIds = [...new Set(options.map((o) => o.itemId))];
    const stock = itemIds.length ? await repo.stockOf(db, itemIds) : [];
    return rankings(options, new Map(stock.map((r) => [r.itemId, r.stock])));
  }

  async function funnel(period: InsightPeriod, start: Date, end: Date, paid: number) {
    const [steps, [created]] = await Promise.all([
      repo.eventTotals(db, period.from, period.to),
      repo.ordersCreated(db, start, end),
    ]);
    const step = (kind: ShopEventKind) => steps.find((s) => s.kind === kind)?.count ?? 0;
    return {
      product_views: step('product_view'),
      cart_adds: step('cart_add'),
      checkouts_started: created?.n ?? 0,
      paid,
    };
  }

  async function abandonedCarts(at: Date) {
    const before = new Date(at.getTime() - ABANDONED_AFTER_MS);
    const [[sum], rows] = await Promise.all([
      repo.staleCartTotals(db, before),
      repo.staleCarts(db, before, ABANDONED_LIMIT),
    ]);
    return {
      members: sum?.members ?? 0,
      lines: sum?.lines ?? 0,
      value: sum?.value ?? 0,
      rows: rows.map((r) => ({
        member_id: r.memberId,
        user_id: r.userId,
        nickname: r.nickname,
        lines: r.lines,
        value: r.value,
        oldest_at: r.oldestAt.toISOString(),
      })),
    };
  }

  return {
    /** Counts one step of the funnel for a product (written at the next flush). */
    count: (kind: ShopEventKind, itemId: number, times = 1) => events.count(kind, itemId, times),
    flush: events.flush,
    close: events.close,

    async overview(query: InsightQuery): Promise<Insight> {
      const at = now();
      const period = insightPeriod(query, seoulDate(at));
      const start = seoulDayStart(period.from);
      const end = seoulDayEnd(period.to);
      const [sales, sold, carts] = await Promise.all([
        salesSeries(period),
        products(start, end),
        abandonedCarts(at),
      ]);
      return {
        unit: period.unit,
        from: period.from,
        to: period.to,
        previous_from: period.previousFrom,
        previous_to: period.previousTo,
        series: sales.current.points,
        previous: sales.previous.points,
        totals: sales.current.totals,
        previous_totals: sales.previous.totals,
        ...sold,
        funnel: await funnel(period, start, end, sales.current.totals.orders),
        abandoned_carts: carts,
      };
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;
