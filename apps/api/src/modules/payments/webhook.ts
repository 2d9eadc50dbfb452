import type { PaymentWebhook } from '@shop/contract/payments';
import type { TossPayment } from '@shop/contract/toss-payment';
import { type DepositCallback, depositMessages } from '@shop/contract/virtual-accounts';
import { HttpError } from '../../lib/errors';
import { type Actor, type OrderRow, orderRows, StaleOrderError } from '../orders/lifecycle-service';
import type { PaymentContext } from './context';
import { secretMatches } from './deposit-steps';
import { holdRefusal, providerError } from './errors';
import { recordProviderCancels } from './provider-cancels';
import * as repo from './repo';

/** The provider's webhook, and anything else that learns a payment's state from the provider. */
export function createWebhook(ctx: PaymentContext) {
  const { db, items, coupons, points, toss } = ctx;
  const {
    hold,
    refuseHold,
    releaseHold,
    markPaid,
    refundUnplaced,
    refundOrphan,
    underLock,
    markAwaitingDeposit,
    markDeposited,
    closeAccount,
  } = ctx.steps;

  /** A payment the shop does not keep is refunded; the answer says whether it was. */
  async function orphanOutcome(provider: TossPayment, orderId: number) {
    return (await refundOrphan(provider, orderId)) ? 'refunded' : 'up to date';
  }

  /** Places the held order as paid; refunds instead when the order moved on meanwhile. */
  async function placeOrRefund(orderId: number, provider: TossPayment, actor: Actor) {
    try {
      await markPaid(orderId, provider, actor);
      return 'placed';
    } catch (error) {
      if (!(error instanceof StaleOrderError)) throw error;
      return orphanOutcome(provider, orderId);
    }
  }

  /**
   * A provider event: the body is only a hint, so the payment is fetched from the provider and
   * the order brought up to date: a confirmed payment whose shopper never came back is placed
   * (or refunded when its stock is gone or its order does not stand), a failed one releases
   * what it held, cancels made at the provider are recorded.
   */
  async function handleEvent(event: PaymentWebhook) {
    if (!('eventType' in event)) return handleDeposit(event);
    if (event.eventType !== 'PAYMENT_STATUS_CHANGED' || !event.data.paymentKey) return 'ignored';
    return (await settleFromProvider(event.data.paymentKey)).answer;
  }

  /**
   * A virtual account's deposit notice: only with the secret the provider gave with the account
   * (else 403), and then only as a hint: the payment is looked up and acted on like any event.
   */
  async function handleDeposit(notice: DepositCallback) {
    const order = await orderRows.findByNumber(db, notice.orderId);
    const payment = order && (await repo.findPayment(db, order.id));
    if (!payment?.paymentKey || !secretMatches(payment, notice.secret)) {
      throw new HttpError(403, depositMessages.secretMismatch);
    }
    return (await settleFromProvider(payment.paymentKey)).answer;
  }

  /** Brings an order waiting for a deposit up to date with its account at the provider. */
  async function depositOutcome(order: OrderRow, payment: repo.PaymentRow, provider: TossPayment) {
    if (payment.paymentKey !== provider.paymentKey) return 'up to date';
    try {
      if (provider.status === 'DONE') {
        if (provider.totalAmount !== order.totalPrice) return 'up to date';
        await markDeposited(order.id, provider);
        return 'placed';
      }
      if (provider.status === 'EXPIRED' || provider.status === 'CANCELED') {
        await closeAccount(order.id, provider.paymentKey, {
          status: provider.status,
          actor: { type: 'provider' },
          reason: provider.status === 'EXPIRED' ? '입금 기한 만료' : '결제사에서 취소된 가상계좌',
        });
        return 'closed';
      }
    } catch (error) {
      if (!(error instanceof StaleOrderError)) throw error;
    }
    return 'up to date';
  }

  /** Looks the payment up and brings its order up to date; answers what it did and what it saw. */
  async function settleFromProvider(paymentKey: string) {
    const provider = await toss.getPayment(db, paymentKey).catch((error: unknown) => {
      throw providerError(error);
    });
    return { answer: await bringUpToDate(provider), providerStatus: provider.status };
  }

  async function bringUpToDate(provider: TossPayment) {
    const actor: Actor = { type: 'provider' };
    const order = await orderRows.findByNumber(db, provider.orderId);
    const payment = order && (await repo.findPayment(db, order.id));
    if (!order || !payment) return 'unknown order';
    if (order.status === 'AWAITING_DEPOSIT') return depositOutcome(order, payment, provider);
    if (
      provider.status === 'WAITING_FOR_DEPOSIT' &&
      order.status === 'PAYMENT_PENDING' &&
      payment.status === 'CONFIRMING' &&
      payment.paymentKey === provider.paymentKey
    ) {
      // A confirmation whose answer was lost issued an account: the order waits for it.
      try {
        await markAwaitingDeposit(order.id, provider, actor);
        return 'awaiting deposit';
      } catch (error) {
        if (!(error instanceof StaleOrderError)) throw error;
        return 'up to date';
      }
    }

    if (provider.status === 'DONE' && order.status === 'PAYMENT_PENDING') {
      if (provider.totalAmount !== order.totalPrice) {
        await refundUnplaced(provider.paymentKey, '주문 금액과 결제 금액이 다릅니다.');
        return 'refunded';
      }
      if (payment.status === 'CONFIRMING') {
        if (payment.paymentKey !== provider.paymentKey) return 'in progress';
        return placeOrRefund(order.id, provider, actor);
      }
      try {
        if ((await hold(order.id, provider.paymentKey)) === 'busy') return 'in progress';
      } catch (error) {
        const refusal = holdRefusal(error);
        if (refusal) {
          await refundUnplaced(provider.paymentKey, refusal.refundReason);
          await refuseHold(order.id, refusal, actor);
          return 'refunded';
        }
        if (error instanceof HttpError) return orphanOutcome(provider, order.id);
        throw error;
      }
      return placeOrRefund(order.id, provider, actor);
    }
    if (provider.status === 'DONE') return orphanOutcome(provider, order.id);
    if (provider.status === 'CANCELED' || provider.status === 'PARTIAL_CANCELED') {
      const changed = await underLock(order.id, async (tx, locked, locking) =>
        locking?.paymentKey === provider.paymentKey
          ? recordProviderCancels(tx, { items, coupons, points }, locked, locking, provider, {
              actor,
              reason: '결제사에서 취소된 결제',
            })
          : false,
      );
      items.invalidate();
      return changed ? 'recorded' : 'up to date';
    }
    if (
      (provider.status === 'ABORTED' || provider.status === 'EXPIRED') &&
      payment.status === 'CONFIRMING' &&
      payment.paymentKey === provider.paymentKey
    ) {
      try {
        await releaseHold(
          order.id,
          provider.paymentKey,
          {
            failureCode: provider.failure?.code ?? provider.status,
            failureMessage: provider.failure?.message ?? provider.status,
          },
          actor,
        );
        return 'released';
      } catch (error) {
        if (!(error instanceof StaleOrderError)) throw error;
      }
    }
    return 'up to date';
  }

  return { handleEvent, settleFromProvider };
}
