import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { type PendingPurchase, useFakeShop } from '../../../test/fake-shop';
import { call } from '../../../test/http';
import { paymentCalls, paymentLedger } from '../../db/schema/index';
import { moneyMismatches, moneyTotals } from './books-service';
import * as repo from './repo';

const shop = useFakeShop();

/** The books in total, and every order whose own books disagree (none, when they hold). */
async function books() {
  return { ...(await moneyTotals(shop.db())), orderMismatches: await moneyMismatches(shop.db()) };
}

async function bought(lines: Record<string, number>): Promise<PendingPurchase> {
  const item = await shop.stockedItem({ M: 5, L: 5 }, 30_000);
  const p = await shop.pendingPurchase(item, lines);
  expect((await shop.succeed(p)).status).toBe(200);
  return p;
}

const ledgerOf = (p: PendingPurchase) =>
  shop
    .db()
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.orderNumber, p.merchantId))
    .orderBy(asc(paymentLedger.id));

describe('the payment ledger', () => {
  it('a purchase: one charge of the total, the confirm call with its key, the books agree', async () => {
    const p = await bought({ M: 1 });
    expect(await ledgerOf(p)).toMatchObject([
      { kind: 'charge', amount: p.total, paymentKey: p.paymentKey },
    ]);
    const calls = await shop
      .db()
      .select()
      .from(paymentCalls)
      .where(eq(paymentCalls.orderNumber, p.merchantId))
      .orderBy(asc(paymentCalls.id));
    expect(calls.find((c) => c.kind === 'confirm')).toMatchObject({
      amount: p.total,
      idempotencyKey: `confirm-${p.paymentKey}`,
      providerStatus: 'DONE',
      errorCode: null,
    });
    const { ledger, orders, orderMismatches } = await books();
    expect(ledger).toBe(orders);
    expect(orderMismatches).toEqual([]);
    expect(await repo.moneyHeld(shop.db())).toBe(ledger);
  });

  it('a partial refund from the back office: a refund row, the books agree', async () => {
    const { token } = await admin(shop.t.app, shop.db());
    const p = await bought({ M: 1, L: 1 });
    const { lines } = await shop.recordOf(p);
    const refund = await call(shop.t.app, 'POST', `/v1/admin/orders/${p.orderId}/refund`, {
      token,
      body: {
        request_id: `ledger-${p.orderId}`,
        reason: '부분 환불',
        lines: [{ line_id: lines[0]!.id, quantity: 1 }],
      },
    });
    expect(refund.status).toBe(200);
    expect((await ledgerOf(p)).map((e) => [e.kind, e.amount])).toEqual([
      ['charge', p.total],
      ['refund', 30_000],
    ]);
    const { ledger, orders, orderMismatches } = await books();
    expect(ledger).toBe(orders);
    expect(orderMismatches).toEqual([]);
  });

  it("a member's cancel: the charge and its refund, nothing held for the order", async () => {
    const p = await bought({ M: 2 });
    expect((await shop.memberCancel(p)).status).toBe(200);
    expect((await ledgerOf(p)).map((e) => [e.kind, e.amount])).toEqual([
      ['charge', p.total],
      ['refund', p.total],
    ]);
    expect(shop.netCharge(p.paymentKey)).toBe(0);
    const { ledger, orders, orderMismatches } = await books();
    expect(ledger).toBe(orders);
    expect(orderMismatches).toEqual([]);
  });

  it('a cancel whose answer was lost is filled in by the look-up that follows', async () => {
    const p = await bought({ L: 1 });
    shop.toss.inject('cancel', { answer: 'network' });
    expect((await shop.memberCancel(p)).status).toBe(200);
    expect((await ledgerOf(p)).map((e) => e.kind)).toEqual(['charge', 'refund']);
    const calls = await shop
      .db()
      .select()
      .from(paymentCalls)
      .where(eq(paymentCalls.orderNumber, p.merchantId));
    expect(calls.find((c) => c.kind === 'cancel')).toMatchObject({ errorCode: 'NETWORK_ERROR' });
    const { ledger, orders, orderMismatches } = await books();
    expect(ledger).toBe(orders);
    expect(orderMismatches).toEqual([]);
  });
});
