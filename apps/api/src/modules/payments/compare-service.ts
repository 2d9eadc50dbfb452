import type { PaymentDifferenceKind } from '@shop/contract/admin-payments';
import { PAID_ORDER_STATUSES } from '@shop/contract/order-states';
import type { TossPayment } from '@shop/contract/toss-payment';
import type { Database, Executor } from '../../db/client';
import { type TossClient, TossError } from '../../integrations/toss/client';
import { seoulDate, seoulDayEnd, seoulDayStart } from '../../lib/seoul-days';
import { createLedgeredProvider, providerMoney } from './provider';
import * as repo from './reconciliation-repo';
import { SETTLED } from './steps';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ComparisonSummary {
  date: string;
  matched: number;
  mismatched: number;
}

interface Money {
  charged: number;
  refunded: number;
}
const NOTHING: Money = { charged: 0, refunded: 0 };

/**
 * How the provider's record of a payment differs from the shop's ledger and orders, the first
 * that applies; undefined when they agree. `paidHere`: an order that stands is paid with it.
 */
export function differenceOf(
  theirs: Money,
  ours: Money,
  paidHere: boolean,
): PaymentDifferenceKind | undefined {
  if (theirs.charged > 0 && ours.charged === 0) return 'charge_unrecorded';
  if (ours.charged > 0 && theirs.charged === 0) return 'charge_missing';
  if (ours.charged !== theirs.charged) return 'amount_differs';
  if (theirs.refunded > ours.refunded) return 'refund_unrecorded';
  if (ours.refunded > theirs.refunded) return 'refund_missing';
  const held = theirs.charged - theirs.refunded;
  if (held > 0 && !paidHere) return 'paid_without_order';
  if (paidHere && theirs.charged > 0 && held === 0) return 'canceled_at_provider';
  return undefined;
}

const notFound = (error: unknown) => error instanceof TossError && error.status === 404;

/**
 * The daily comparison: every payment of the orders that had payment activity on a Seoul day is
 * looked up at the provider and its charge and cancels compared with the shop's ledger. Its
 * look-ups are logged as calls but write nothing to the ledger, which would hide what it finds.
 */
export function createPaymentComparison({ db, toss }: { db: Database; toss: TossClient }) {
  const provider = createLedgeredProvider(toss);

  /** The provider's payments of one order, by key: the order's own and every key the shop knows. */
  async function providerPayments(orderNumber: string, keys: Set<string>) {
    const found = new Map<string, TossPayment | 'none' | 'unanswered'>();
    try {
      const payment = await provider.compareByOrderId(db, orderNumber);
      found.set(payment.paymentKey, payment);
    } catch (error) {
      if (!notFound(error)) {
        // Unanswered: every key is unknown, and an order with no key of its own still shows.
        for (const key of keys.size > 0 ? keys : ['']) found.set(key, 'unanswered');
      }
    }
    for (const key of keys) {
      if (found.has(key)) continue;
      try {
        found.set(key, await provider.compareByKey(db, key, orderNumber));
      } catch (error) {
        found.set(key, notFound(error) ? 'none' : 'unanswered');
      }
    }
    return found;
  }

  return {
    /** Compares the Seoul day `date` (YYYY-MM-DD) and stores what it found, replacing an earlier run. */
    async compareDay(date: string, now: Date): Promise<ComparisonSummary> {
      const numbers = await repo.ordersWithActivity(db, seoulDayStart(date), seoulDayEnd(date));
      const [ledger, shop, called] = await Promise.all([
        repo.ledgerTotals(db, numbers),
        repo.ordersWithPayments(db, numbers),
        repo.calledKeys(db, numbers),
      ]);
      const differences: repo.NewDifference[] = [];
      let matched = 0;
      for (const orderNumber of numbers) {
        const ours = new Map(
          ledger.filter((l) => l.orderNumber === orderNumber).map((l) => [l.paymentKey, l]),
        );
        const row = shop.find((s) => s.order.merchantId === orderNumber);
        const keys = new Set([
          ...ours.keys(),
          ...called.filter((c) => c.orderNumber === orderNumber).map((c) => c.paymentKey),
          ...(row?.payment?.paymentKey ? [row.payment.paymentKey] : []),
        ]);
        for (const [paymentKey, answer] of await providerPayments(orderNumber, keys)) {
          const mine = ours.get(paymentKey) ?? NOTHING;
          const theirs = typeof answer === 'string' ? NOTHING : providerMoney(answer);
          const paidHere =
            row?.payment?.paymentKey === paymentKey &&
            SETTLED.includes(row.payment.status) &&
            PAID_ORDER_STATUSES.includes(row.order.status);
          const kind =
            answer === 'unanswered' ? 'lookup_failed' : differenceOf(theirs, mine, paidHere);
          if (!kind) {
            matched += 1;
            continue;
          }
          differences.push({
            orderNumber,
            paymentKey,
            kind,
            providerStatus: typeof answer === 'string' ? null : answer.status,
            providerCharged: theirs.charged,
            providerRefunded: theirs.refunded,
            ledgerCharged: mine.charged,
            ledgerRefunded: mine.refunded,
          });
        }
      }
      const summary = { comparedAt: now, matched, mismatched: differences.length };
      await db.transaction((tx) => repo.saveComparison(tx, date, summary, differences));
      return { date, matched, mismatched: differences.length };
    },
  };
}
export type PaymentComparison = ReturnType<typeof createPaymentComparison>;

/** The Seoul day before the one `now` falls on. */
export const previousSeoulDay = (now: Date) => seoulDate(new Date(now.getTime() - DAY_MS));

/** The latest compared day's differences by kind (none before the first comparison). */
export async function latestDifferenceCounts(db: Executor): Promise<Record<string, number>> {
  const found = await repo.findComparison(db);
  const counts: Record<string, number> = {};
  for (const d of found?.differences ?? []) counts[d.kind] = (counts[d.kind] ?? 0) + 1;
  return counts;
}
