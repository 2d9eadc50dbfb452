import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeShop,
  memberCancel,
  pendingPurchase,
  stockedItem,
  succeed,
} from '../../test/fake-shop';
import {
  itemOptions,
  orders,
  paymentLedger,
  pointAccounts,
  pointEntries,
} from '../db/schema/index';
import { checkInvariants, formatInvariants } from './invariants';

let shop: Awaited<ReturnType<typeof fakeShop>>;
const db = () => shop.t.database.db;

beforeAll(async () => {
  shop = await fakeShop();
});
afterAll(() => shop.t.close());

const failing = async () =>
  Object.fromEntries(
    (await checkInvariants(db()))
      .filter((r) => r.differences.length > 0)
      .map((r) => [r.name, r.differences]),
  );

async function bought() {
  const item = await stockedItem(db(), { M: 5 }, 30_000);
  const p = await pendingPurchase(shop.t.app, db(), shop.toss, item, { M: 2 });
  expect((await succeed(shop.t.app, p)).status).toBe(200);
  return { item, p };
}

describe('the invariant checks', () => {
  it('pass on what purchases and a cancel leave', async () => {
    await bought();
    const { p } = await bought();
    expect((await memberCancel(shop.t.app, p)).status).toBe(200);
    expect(await failing()).toEqual({});
    expect(formatInvariants(await checkInvariants(db()))).toMatch(/^ok +money \(total\)/);
  });

  // Each break is undone before the next, so that each check is seen failing on its own.
  it('name a status written past the state machine', async () => {
    const { p } = await bought();
    await db().update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, p.orderId));
    expect(await failing()).toEqual({
      'order status': [
        {
          orderId: p.orderId,
          orderNumber: p.merchantId,
          status: 'DELIVERED',
          latestEvent: 'ORDER_PLACED',
        },
      ],
    });
    await db().update(orders).set({ status: 'ORDER_PLACED' }).where(eq(orders.id, p.orderId));
  });

  it('name stock changed without a movement', async () => {
    const { item } = await bought();
    const [option] = await db().select().from(itemOptions).where(eq(itemOptions.itemId, item.id));
    await db()
      .update(itemOptions)
      .set({ stock: sql`${itemOptions.stock} + 1` })
      .where(eq(itemOptions.id, option!.id));
    expect(await failing()).toEqual({
      stock: [{ optionId: option!.id, stock: 4, ledger: 3 }],
    });
    await db().update(itemOptions).set({ stock: 3 }).where(eq(itemOptions.id, option!.id));
  });

  it('name a charge no paid order accounts for, in total and per order', async () => {
    const { p } = await bought();
    const [extra] = await db()
      .insert(paymentLedger)
      .values({
        orderNumber: p.merchantId,
        paymentKey: `${p.paymentKey}-again`,
        transactionKey: `tx-${p.paymentKey}-again`,
        kind: 'charge',
        amount: 1_000,
        occurredAt: new Date(),
      })
      .returning();
    const broken = await failing();
    expect(Object.keys(broken)).toEqual(['money (total)', 'money (per order)']);
    expect(broken['money (per order)']).toEqual([
      { orderNumber: p.merchantId, ledger: p.total + 1_000, orders: p.total },
    ]);
    await db().delete(paymentLedger).where(eq(paymentLedger.id, extra!.id));
    expect(await failing()).toEqual({});
  });

  it('name a points line that spends what was not there, and an order given back too much', async () => {
    const { p } = await bought();
    const [line] = await db()
      .insert(pointEntries)
      .values({
        memberId: await pointAccountOf(p.memberId),
        kind: 'RESTORE',
        amount: 500,
        usableAt: new Date('2026-01-02T00:00:00Z'),
        orderId: p.orderId,
        actorType: 'admin',
      })
      .returning();
    const [spend] = await db()
      .insert(pointEntries)
      .values({
        memberId: p.memberId,
        kind: 'DEDUCT',
        amount: -800,
        usableAt: new Date('2026-01-01T00:00:00Z'),
        actorType: 'admin',
      })
      .returning();
    expect(await failing()).toEqual({
      points: [
        { member: p.memberId, at: expect.anything(), usable: -800 },
        { order: p.orderId, spent: -500, used: 0 },
      ],
    });
    await db()
      .delete(pointEntries)
      .where(inArray(pointEntries.id, [line!.id, spend!.id]));
    expect(await failing()).toEqual({});
  });
});

/** Opens the member's points account (the ledger's lines name it). */
async function pointAccountOf(memberId: number) {
  await db().insert(pointAccounts).values({ memberId }).onConflictDoNothing();
  return memberId;
}
