import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { seedBulkOrders } from '../../db/seed/bulk-orders';
import { seoulDate, seoulDayEnd, seoulDayStart } from '../../lib/seoul-days';
import { addDays } from './buckets';
import * as repo from './repo';

/**
 * The plans of the insight's statements over three years of orders (the seeder analyzes what it
 * fills, so the planner weighs the indexes against reading every order): the default 30 days
 * (and the 30 before them) must be read through the range indexes of migration 0028.
 */
let database: DatabaseHandle;
const until = new Date();
const today = seoulDate(until);
const from = addDays(today, -29);
const start = seoulDayStart(from);
const previousStart = seoulDayStart(addDays(from, -30));
const end = seoulDayEnd(today);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedBulkOrders(database.db, {
    orders: 12_000,
    days: 1_100,
    until,
    members: 200,
    viewedPerDay: 20,
  });
}, 120_000);
afterAll(() => database?.close());

async function planOf(query: { getSQL(): SQL }): Promise<string> {
  const result = await database.db.execute(sql`explain ${query.getSQL()}`);
  return rowsOf<Record<string, string>>(result)
    .map((row) => Object.values(row)[0])
    .join('\n');
}

describe('the sales insight over 12,000 orders', () => {
  it('reads payments, refunds and cancellations of the period through their indexes', async () => {
    const db = database.db;
    expect(await planOf(repo.paidByDay(db, previousStart, end))).toMatch(/orders_paid_idx/);
    expect(await planOf(repo.refundedByDay(db, previousStart, end))).toMatch(
      /payment_ledger_refunds_idx/,
    );
    expect(await planOf(repo.cancelledByDay(db, previousStart, end))).toMatch(
      /order_events_cancelled_idx/,
    );
    expect(await planOf(repo.ordersCreated(db, start, end))).toMatch(/orders_created_idx/);
  });

  it('reads the lines of the orders paid in the period only', async () => {
    const plan = await planOf(repo.soldOptions(database.db, start, end));
    expect(plan).toMatch(/orders_paid_idx/);
    expect(plan).not.toMatch(/Seq Scan on order_lines/);
  });

  it("reads the period's funnel counts by day", async () => {
    const plan = await planOf(repo.eventTotals(database.db, from, today));
    expect(plan).toMatch(/shop_event_days_pkey/);
  });
});
