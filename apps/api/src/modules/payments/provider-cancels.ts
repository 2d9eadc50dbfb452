import { PAID_ORDER_STATUSES } from '@shop/contract/order-states';
import type { TossPayment } from '@shop/contract/toss-payment';
import type { Executor } from '../../db/client';
import { TossError } from '../../integrations/toss/client';
import type { ItemService } from '../catalog/service';
import {
  type Actor,
  moveOrder,
  type OrderRow,
  orderRows,
  recordOrderEvent,
} from '../orders/lifecycle-service';
import { type ReleaseServices, releaseBenefits } from './order-benefits';
import * as repo from './repo';

/** Whether the provider may have carried out a call that failed this way. */
export const outcomeUnknown = (error: unknown) =>
  !(error instanceof TossError) || error.status === 0 || error.status >= 500;

/** What the provider has given back of a payment, all its cancels together. */
export const canceledAt = (provider: TossPayment) => provider.totalAmount - provider.balanceAmount;

export interface CancelRecordDeps extends ReleaseServices {
  items: Pick<ItemService, 'restoreStock'>;
}

/**
 * Brings the order (locked by the caller) and its payment up to the provider's cancels: the
 * money given back is what the provider says, whichever request or screen moved it. A payment
 * with nothing left finishes the order: the units still out go back to stock, the coupon back
 * to the member, the order cancelled (or returned after shipping). Answers whether anything
 * changed.
 */
export async function recordProviderCancels(
  tx: Executor,
  deps: CancelRecordDeps,
  order: OrderRow,
  payment: repo.PaymentRow,
  provider: TossPayment,
  /** `record: false` when the caller writes the order's event for this change itself. */
  change: { actor: Actor; reason: string; record?: boolean },
): Promise<boolean> {
  const canceled = canceledAt(provider);
  const finished = provider.balanceAmount === 0 && canceled > 0;
  let changed = false;
  if (canceled > payment.canceledAmount) {
    await repo.updatePayment(tx, payment.id, {
      canceledAmount: canceled,
      status: finished ? 'CANCELED' : 'PARTIAL_CANCELED',
    });
    changed = true;
  }
  if (!PAID_ORDER_STATUSES.includes(order.status)) return changed;
  const given = canceled - order.refundedAmount;
  if (given > 0) {
    await orderRows.setRefundedAmount(tx, order.id, canceled);
    changed = true;
  }
  // The caller records its own refund; a cancel learnt from the provider is written here.
  const event = { actor: change.actor, reason: change.reason, amount: Math.max(given, 0) };
  if (finished) {
    await deps.items.restoreStock(tx, await orderRows.refundRemainingUnits(tx, order.id), {
      reason: order.status === 'ORDER_PLACED' ? 'cancel' : 'refund',
      actorType: change.actor.type,
      actorId: change.actor.id ?? null,
      orderId: order.id,
    });
    await releaseBenefits(tx, deps, order, change.actor);
    const to = order.status === 'ORDER_PLACED' ? 'ORDER_CANCELLED' : 'RETURNED';
    await moveOrder(tx, order, {
      ...event,
      to,
      patch: { cancelledAt: new Date(), holdsStock: false },
      alreadyRecorded: change.record === false,
    });
    changed = true;
  } else if (given > 0 && change.record !== false) {
    await recordOrderEvent(tx, order, { ...event, type: 'REFUND' });
  }
  return changed;
}
