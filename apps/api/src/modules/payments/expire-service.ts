import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { type OrderRow, orderRows } from '../orders/lifecycle-service';
import * as repo from './repo';
import type { PaymentService } from './service';

/** Orders looked at per run; the next run takes the rest. */
const EXPIRY_BATCH = 100;

/** Orders last touched at or before this instant count as abandoned. */
export const abandonedBefore = (now: Date, olderThanMs: number) =>
  new Date(now.getTime() - olderThanMs);

export interface ExpiryOutcome {
  /** Unpaid orders cancelled, their stock and coupon given back. */
  cancelled: number;
  /** Orders whose payment turned out to be confirmed at the provider: placed (or refunded). */
  settled: number;
  /** Orders whose payment the provider still reports as in progress: left for the next run. */
  left: number;
  /** Orders that could not be handled (provider unreachable, …), with the reason. */
  failed: { merchantId: string; reason: string }[];
}

export interface OrderExpiryDeps {
  db: Database;
  payments: Pick<PaymentService, 'expireUnpaid' | 'handleEvent' | 'closeOverdueAccount'>;
}

/**
 * Abandoned checkouts: unpaid orders whose payment was never confirmed are cancelled through the
 * member's own guarded cancel, so the provider is asked first whenever the payment has a key.
 */
/** Handles each order in turn and counts what came of it; one failure does not stop the rest. */
async function tally(
  rows: { order: OrderRow; payment: repo.PaymentRow | null }[],
  handle: (
    order: OrderRow,
    payment: repo.PaymentRow | null,
  ) => Promise<'cancelled' | 'settled' | 'left'>,
): Promise<ExpiryOutcome> {
  const outcome: ExpiryOutcome = { cancelled: 0, settled: 0, left: 0, failed: [] };
  for (const { order, payment } of rows) {
    try {
      outcome[await handle(order, payment)] += 1;
    } catch (error) {
      // 409: the order moved on or its payment is being confirmed right now.
      if (error instanceof HttpError && error.statusCode === 409) {
        outcome.left += 1;
      } else {
        outcome.failed.push({
          merchantId: order.merchantId,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return outcome;
}

export function createOrderExpiry({ db, payments }: OrderExpiryDeps) {
  async function expireOne(order: OrderRow, payment: repo.PaymentRow | null) {
    let current = order;
    if (order.holdsStock || payment?.status === 'CONFIRMING') {
      // A confirmation that never got its answer holds stock: the provider's word settles it
      // first, exactly as its webhook would (placed when paid there, released when expired).
      if (payment?.paymentKey) {
        await payments.handleEvent({
          eventType: 'PAYMENT_STATUS_CHANGED',
          data: { paymentKey: payment.paymentKey },
        });
      }
      const now = await orderRows.find(db, order.id);
      if (now?.status !== 'PAYMENT_PENDING') return 'settled' as const;
      if (now.holdsStock) return 'left' as const;
      current = now;
    }
    await payments.expireUnpaid(current);
    return 'cancelled' as const;
  }

  /**
   * An overdue virtual account: the provider's word first (a deposit places the order, an
   * expiry there closes it), then, still waiting, the shop closes it itself.
   */
  async function closeOverdue(order: OrderRow, payment: repo.PaymentRow | null) {
    await payments.handleEvent({
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: payment?.paymentKey ?? '' },
    });
    const now = await orderRows.find(db, order.id);
    if (now?.status !== 'AWAITING_DEPOSIT') return 'settled' as const;
    await payments.closeOverdueAccount(now);
    return 'cancelled' as const;
  }

  return {
    /** Closes the virtual accounts whose due date passed by `now`, giving back what they held. */
    async closeOverdueAccounts({ now }: { now: Date }): Promise<ExpiryOutcome> {
      return tally(await repo.listOverdueDeposits(db, now, EXPIRY_BATCH), closeOverdue);
    },

    /** Cancels the unpaid orders nobody has touched for `olderThan` ms before `now`. */
    async expireStalePending({
      olderThan,
      now,
    }: {
      olderThan: number;
      now: Date;
    }): Promise<ExpiryOutcome> {
      const stale = await repo.listStalePending(db, abandonedBefore(now, olderThan), EXPIRY_BATCH);
      return tally(stale, expireOne);
    },
  };
}
export type OrderExpiry = ReturnType<typeof createOrderExpiry>;
