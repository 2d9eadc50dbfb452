import { paymentComparisonAnswerSchema } from '@shop/contract/admin-payments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import type { TestApp } from '../../../test/app';
import {
  fakeShop,
  lostConfirmation,
  memberCancel,
  pendingPurchase,
  stockedItem,
  succeed,
} from '../../../test/fake-shop';
import { call } from '../../../test/http';
import type { TossFake } from '../../integrations/toss/fake';
import { seoulDate } from '../../lib/seoul-days';
import { createPaymentComparison, differenceOf, previousSeoulDay } from './compare-service';
import { moneyHeld } from './repo';

let t: TestApp;
let toss: TossFake;
const db = () => t.database.db;
const comparison = () => createPaymentComparison({ db: db(), toss });

async function paid(lines: Record<string, number> = { M: 1 }) {
  const item = await stockedItem(db(), { M: 5 });
  const p = await pendingPurchase(t.app, db(), toss, item, lines);
  const answer = await succeed(t.app, p);
  if (answer.status !== 200) throw new Error(`success: ${answer.status} ${answer.text}`);
  return p;
}

async function stored(date: string) {
  const { token } = await admin(t.app, db());
  const answer = await call(t.app, 'GET', `/v1/admin/payments/comparison?date=${date}`, { token });
  expect(answer.status).toBe(200);
  return paymentComparisonAnswerSchema.parse(answer.body).comparison;
}

describe('the daily comparison with the provider', () => {
  // A shop of its own per test: a day's comparison covers every payment of the day.
  beforeEach(async () => {
    ({ t, toss } = await fakeShop({ timeoutMs: 2_000 }));
  });
  afterEach(() => t.close());

  it('finds no difference on a clean day: purchases and a cancel the shop recorded', async () => {
    await paid();
    await paid({ M: 2 });
    const cancelled = await paid();
    expect((await memberCancel(t.app, cancelled)).status).toBe(200);
    const today = seoulDate(new Date());

    const summary = await comparison().compareDay(today, new Date());
    expect(summary).toEqual({ date: today, matched: 3, mismatched: 0 });
    const day = await stored(today);
    expect(day).toMatchObject({ date: today, matched: 3, mismatched: 0, differences: [] });
  });

  it('finds a charge the shop never recorded, without recording it itself', async () => {
    await paid();
    const item = await stockedItem(db(), { M: 5 });
    const lost = await pendingPurchase(t.app, db(), toss, item, { M: 1 });
    await lostConfirmation(t.app, db(), toss, lost, true);
    const held = await moneyHeld(db());
    const today = seoulDate(new Date());

    expect(await comparison().compareDay(today, new Date())).toEqual({
      date: today,
      matched: 1,
      mismatched: 1,
    });
    const day = await stored(today);
    expect(day?.differences).toEqual([
      expect.objectContaining({
        merchant_id: lost.merchantId,
        payment_key: lost.paymentKey,
        kind: 'charge_unrecorded',
        provider_status: 'DONE',
        provider_charged: lost.total,
        ledger_charged: 0,
      }),
    ]);
    // Its look-ups leave the ledger as it was: the next run still sees the difference.
    expect(await moneyHeld(db())).toBe(held);
    expect((await comparison().compareDay(today, new Date())).mismatched).toBe(1);
  });

  it('finds a refund the shop missed', async () => {
    const p = await paid();
    await paid();
    // Cancelled at the provider (its own dashboard, say), and no webhook ever came.
    await toss.cancel(p.paymentKey, { cancelReason: '고객 요청' }, 'outside-cancel');
    const today = seoulDate(new Date());

    const summary = await comparison().compareDay(today, new Date());
    expect(summary.mismatched).toBe(1);
    expect(summary.matched).toBe(1);
    const day = await stored(today);
    expect(day?.differences).toEqual([
      expect.objectContaining({
        merchant_id: p.merchantId,
        kind: 'refund_unrecorded',
        provider_status: 'CANCELED',
        provider_charged: p.total,
        provider_refunded: p.total,
        ledger_charged: p.total,
        ledger_refunded: 0,
      }),
    ]);
  });
  it('names a payment the provider could not be asked about', async () => {
    const p = await paid();
    toss.inject('getPaymentByOrderId', { answer: '5xx' }, 5);
    toss.inject('getPayment', { answer: '5xx' }, 5);
    const today = seoulDate(new Date());
    expect((await comparison().compareDay(today, new Date())).mismatched).toBe(1);
    toss.clearFaults();
    expect((await stored(today))?.differences).toEqual([
      expect.objectContaining({
        merchant_id: p.merchantId,
        kind: 'lookup_failed',
        provider_status: null,
      }),
    ]);
  });
});

describe('a difference', () => {
  const money = (charged: number, refunded = 0) => ({ charged, refunded });
  it('is named by the first rule that applies', () => {
    expect(differenceOf(money(1000), money(1000), true)).toBeUndefined();
    expect(differenceOf(money(1000, 1000), money(1000, 1000), false)).toBeUndefined();
    expect(differenceOf(money(0), money(0), false)).toBeUndefined();
    expect(differenceOf(money(1000), money(0), false)).toBe('charge_unrecorded');
    expect(differenceOf(money(0), money(1000), true)).toBe('charge_missing');
    expect(differenceOf(money(1000), money(900), true)).toBe('amount_differs');
    expect(differenceOf(money(1000, 500), money(1000), true)).toBe('refund_unrecorded');
    expect(differenceOf(money(1000), money(1000, 500), true)).toBe('refund_missing');
    expect(differenceOf(money(1000), money(1000), false)).toBe('paid_without_order');
    expect(differenceOf(money(1000, 1000), money(1000, 1000), true)).toBe('canceled_at_provider');
  });

  it('is looked for on the Seoul day before', () => {
    expect(previousSeoulDay(new Date('2026-11-26T19:00:00Z'))).toBe('2026-11-26');
    expect(previousSeoulDay(new Date('2026-11-26T14:59:00Z'))).toBe('2026-11-25');
  });
});
