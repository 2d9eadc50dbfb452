import { type Order, orderMessages } from '@shop/contract/orders';
import type { RefundAccount } from '@shop/contract/virtual-accounts';
import { conflict } from '../../lib/errors';
import {
  type Actor,
  moveOrder,
  type OrderRow,
  orderRows,
  StaleOrderError,
} from '../orders/lifecycle-service';
import type { PaymentContext } from './context';
import { providerError } from './errors';
import { releaseBenefits } from './order-benefits';
import { canceledAt, recordProviderCancels } from './provider-cancels';
import { keepRefundDestination, refundDestination } from './refund-account';
import * as repo from './repo';

/** A member's cancel, and a scheduled job's give-up of an unpaid order. */
export function createCancel(ctx: PaymentContext) {
  const { db, items, coupons, points, orders, toss } = ctx;
  const { stockLines, underLock, cancelWhole, markDeposited, closeAccount } = ctx.steps;

  /** An unpaid order: asks the provider first when the payment has a key (it may be paid there). */
  async function cancelUnpaid(order: OrderRow, actor: Actor): Promise<Order> {
    const seen = await repo.findPayment(db, order.id);
    if (order.holdsStock || seen?.status === 'CONFIRMING') {
      throw conflict(orderMessages.paymentInProgress);
    }
    const provider = seen?.paymentKey
      ? await toss.getPayment(db, seen.paymentKey, order.merchantId).catch((error: unknown) => {
          throw providerError(error);
        })
      : undefined;
    await underLock(order.id, async (tx, locked, payment) => {
      if (locked.status !== 'PAYMENT_PENDING') throw conflict(orderMessages.notCancelable);
      if (locked.holdsStock || payment?.status === 'CONFIRMING') {
        throw conflict(orderMessages.paymentInProgress);
      }
      // The payment was claimed again since the provider was asked: ask again.
      if ((payment?.paymentKey ?? null) !== (seen?.paymentKey ?? null)) {
        throw conflict(orderMessages.paymentInProgress);
      }
      if (
        payment &&
        provider &&
        (provider.status === 'DONE' || provider.status === 'PARTIAL_CANCELED')
      ) {
        // Charged after all: the member wanted no order, so the charge goes back.
        const cancelled = await cancelWhole(
          tx,
          provider.paymentKey,
          '고객 요청 주문 취소',
          `cancel-${provider.paymentKey}-unplaced`,
          order.merchantId,
        );
        await repo.updatePayment(tx, payment.id, {
          status: 'CANCELED',
          canceledAmount: canceledAt(cancelled),
        });
      }
      await moveOrder(tx, locked, {
        to: 'ORDER_CANCELLED',
        actor,
        reason: actor.type === 'system' ? '결제 시간 초과' : '고객 요청 주문 취소',
        patch: { cancelledAt: new Date() },
      });
    });
    return orders.present((await orderRows.find(db, order.id))!);
  }

  /**
   * Closes the virtual account of an order waiting for its deposit, at the provider first; true
   * when closed. A deposit that arrived meanwhile places the order instead (false): it is then
   * cancelled as a paid order, with its refund account.
   */
  async function closeWaitingAccount(
    order: OrderRow,
    actor: Actor,
    { reason = '고객 요청 주문 취소', requestId }: { reason?: string; requestId?: string } = {},
  ) {
    const payment = await repo.findPayment(db, order.id);
    if (!payment?.paymentKey) throw conflict(orderMessages.notCancelable);
    const paymentKey = payment.paymentKey;
    const provider = await toss
      .getPayment(db, paymentKey, order.merchantId)
      .catch((error: unknown) => {
        throw providerError(error);
      });
    if (provider.status === 'DONE') {
      await markDeposited(order.id, provider).catch((error: unknown) => {
        if (!(error instanceof StaleOrderError)) throw error;
      });
      return false;
    }
    await closeAccount(
      order.id,
      paymentKey,
      { status: 'CANCELED', actor, reason, requestId },
      (tx) =>
        cancelWhole(tx, paymentKey, reason, `cancel-${paymentKey}-${actor.type}`, order.merchantId),
    ).catch((error: unknown) => {
      if (error instanceof StaleOrderError) throw conflict(orderMessages.notCancelable);
      throw error;
    });
    return true;
  }

  /**
   * Cancels an order for its buyer, under its lock: an unpaid one after asking the provider about
   * its payment, a paid one with the provider's refund first. A payment being confirmed is left
   * to finish.
   */
  async function cancelOrder(
    order: OrderRow,
    actor: Actor,
    refundAccount?: RefundAccount,
  ): Promise<Order> {
    const reason = '고객 요청 주문 취소';
    if (order.status === 'PAYMENT_PENDING') return cancelUnpaid(order, actor);
    if (order.status === 'AWAITING_DEPOSIT') {
      if (await closeWaitingAccount(order, actor))
        return orders.present((await orderRows.find(db, order.id))!);
    } else if (order.status !== 'ORDER_PLACED') {
      throw conflict(orderMessages.notCancelable);
    }
    await underLock(order.id, async (tx, locked, payment) => {
      if (locked.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
      // Partly refunded by the shop already: the rest is the shop's to settle too.
      if (locked.refundedAmount > 0) throw conflict(orderMessages.notCancelable);
      if (payment?.paymentKey && payment.status === 'DONE') {
        const refundTo = refundDestination(payment, refundAccount);
        const provider = await cancelWhole(
          tx,
          payment.paymentKey,
          reason,
          `cancel-${payment.paymentKey}-${actor.type}`,
          locked.merchantId,
          refundTo,
        );
        await keepRefundDestination(tx, payment.id, refundTo);
        await recordProviderCancels(tx, { items, coupons, points }, locked, payment, provider, {
          actor,
          reason,
        });
        return;
      }
      if (locked.holdsStock) {
        await items.restoreStock(tx, await stockLines(tx, order.id), {
          reason: 'cancel',
          actorType: actor.type,
          actorId: actor.id ?? null,
        });
      }
      await releaseBenefits(tx, { coupons, points }, locked, actor);
      await moveOrder(tx, locked, {
        to: 'ORDER_CANCELLED',
        actor,
        reason,
        patch: { cancelledAt: new Date(), holdsStock: false },
      });
    });
    items.invalidate();
    return orders.present((await orderRows.find(db, order.id))!);
  }

  return {
    closeWaitingAccount,

    /**
     * A scheduled job closes a virtual account whose due date passed without a deposit the
     * provider knows of: at the provider first, so that no deposit can arrive after.
     */
    async closeOverdueAccount(order: OrderRow) {
      const payment = await repo.findPayment(db, order.id);
      const paymentKey = payment?.paymentKey;
      if (!paymentKey) return;
      await closeAccount(
        order.id,
        paymentKey,
        { status: 'EXPIRED', actor: { type: 'system' }, reason: '입금 기한 만료' },
        (tx) =>
          cancelWhole(
            tx,
            paymentKey,
            '입금 기한 만료',
            `cancel-${paymentKey}-expired`,
            order.merchantId,
          ),
      );
    },

    /** A scheduled job gives up an unpaid order (the provider asked first, as for a member). */
    expireUnpaid: (order: OrderRow) => cancelUnpaid(order, { type: 'system' }),

    /** Cancels the member's own order (see `cancelOrder`). */
    async cancel(memberId: number, orderId: number, refundAccount?: RefundAccount): Promise<Order> {
      return cancelOrder(
        await orders.ownOrder(memberId, orderId),
        { type: 'member', id: memberId },
        refundAccount,
      );
    },

    /** Cancels a guest's order, found by its number and password (see `cancelOrder`). */
    cancelGuestOrder: (order: OrderRow, refundAccount?: RefundAccount) =>
      cancelOrder(order, { type: 'guest' }, refundAccount),
  };
}
