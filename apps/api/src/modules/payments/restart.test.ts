import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import {
  type PendingPurchase,
  pendingPurchase,
  recordOf,
  stockedItem,
  stockOf,
  succeed,
  webhook,
} from '../../../test/fake-shop';
import type { DatabaseHandle } from '../../db/client';
import { paymentLedger } from '../../db/schema/index';
import { createTossFake, type Gate, type TossFake } from '../../integrations/toss/fake';
import { createOrderExpiry } from './expire-service';

/**
 * The API dies after the provider has charged the card and before its answer is committed: the
 * provider (which outlives the API) is the in-process fake shared by two apps over one
 * database, the first of which never hears the confirmation's answer.
 */
let database: DatabaseHandle;
let toss: TossFake;
let dead: TestApp;
let restarted: TestApp;
const held: { gate: Gate; request: Promise<unknown> }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  toss = createTossFake();
  dead = await createTestApp({ database, toss });
  restarted = await createTestApp({ database, toss });
});
afterAll(async () => {
  // Let the first app's stalled requests end before it is closed.
  for (const { gate, request } of held) {
    gate.open();
    await request;
  }
  await dead.close();
  await restarted.close();
  await database.close();
});

const db = () => database.db;

/** A purchase whose confirmation the provider carries out while the first API dies. */
async function chargedWhileDying(stock: Record<string, number>): Promise<PendingPurchase> {
  const item = await stockedItem(db(), stock);
  const p = await pendingPurchase(dead.app, db(), toss, item, { M: 1 });
  const gate = toss.gate();
  toss.inject('confirm', { after: gate });
  held.push({ gate, request: succeed(dead.app, p) });
  await gate.reached;
  const { order, payment } = await recordOf(db(), p);
  expect(order).toMatchObject({ status: 'PAYMENT_PENDING', holdsStock: true });
  expect(payment).toMatchObject({ status: 'CONFIRMING', paymentKey: p.paymentKey });
  expect(toss.payment(p.paymentKey)?.status).toBe('DONE');
  return { ...p, merchantId: order.merchantId };
}

async function expectPlacedOnce(p: PendingPurchase, itemStock: () => Promise<unknown>) {
  const { order, payment } = await recordOf(db(), p);
  expect(order).toMatchObject({ status: 'ORDER_PLACED', holdsStock: true });
  expect(payment).toMatchObject({ status: 'DONE' });
  expect(await itemStock()).toEqual({ M: 1 });
  const ledger = await db()
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.orderNumber, p.merchantId));
  expect(ledger.map((e) => [e.kind, e.amount])).toEqual([['charge', p.total]]);
}

describe('an API killed between the provider’s charge and its own commit', () => {
  it('after a restart, the provider’s webhook places the order, charged once', async () => {
    const p = await chargedWhileDying({ M: 2 });
    expect((await webhook(restarted.app, p.paymentKey)).body).toEqual({ message: 'placed' });
    const item = (await recordOf(db(), p)).lines[0]!.itemId;
    await expectPlacedOnce(p, () => stockOf(db(), item));
    expect(toss.confirmRequests()).toBeGreaterThan(0);
  });

  it('with no webhook at all, the expiry job of the restarted API places it', async () => {
    const p = await chargedWhileDying({ M: 2 });
    const expiry = createOrderExpiry({ db: db(), payments: restarted.app.services.payments });
    const outcome = await expiry.expireStalePending({
      olderThan: 30 * 60_000,
      now: new Date(Date.now() + 31 * 60_000),
    });
    expect(outcome).toMatchObject({ settled: 1, cancelled: 0, failed: [] });
    const item = (await recordOf(db(), p)).lines[0]!.itemId;
    await expectPlacedOnce(p, () => stockOf(db(), item));
  });
});
