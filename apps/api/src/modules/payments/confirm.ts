import { orderMessages } from '@shop/contract/orders';
import { type PaymentSuccessResponse, paymentMessages } from '@shop/contract/payments';
import { conflict, notFound } from '../../lib/errors';
import {
  type Actor,
  type Buyer,
  boughtBy,
  type OrderRow,
  orderRows,
  StaleOrderError,
} from '../orders/lifecycle-service';
import type { PaymentContext } from './context';
import { paymentError, providerError } from './errors';
import * as repo from './repo';
import { SETTLED } from './steps';

/** The provider's success redirect: hold, confirm and place, once per payment. */
export function createConfirm(ctx: PaymentContext) {
  const { db, orders, toss, waitForOutcomeMs, resumeAfterMs } = ctx;
  const { paidWith, markPaid, settle, confirmAndPlace, refundOrphan } = ctx.steps;

  /** Waits for a concurrent confirmation of the same payment and answers the order after it. */
  async function outcomeOf(orderId: number, paymentKey: string): Promise<OrderRow> {
    const deadline = Date.now() + waitForOutcomeMs;
    while (Date.now() < deadline) {
      const payment = await repo.findPayment(db, orderId);
      if (payment?.paymentKey === paymentKey && SETTLED.includes(payment.status)) {
        return (await orderRows.find(db, orderId))!;
      }
      if (payment?.status === 'FAILED') {
        throw conflict(payment.failureMessage ?? paymentMessages.notPending);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw paymentError('processing');
  }

  /**
   * Before anything is claimed, the provider must know `paymentKey` as a payment of this order
   * for this amount. The success address's orderId and amount are no secret; without this, a
   * made-up key would flip the owner's payment to CONFIRMING and hold their stock and coupon
   * until the provider refused it, and leave the payment FAILED under that key.
   */
  async function paymentOfOrder(paymentKey: string, orderId: string, amount: number) {
    const known = await toss.getPayment(db, paymentKey, orderId).catch((error: unknown) => {
      throw providerError(error);
    });
    if (known.orderId !== orderId || known.totalAmount !== amount) {
      throw paymentError('not_this_order');
    }
    return known;
  }

  /** The whole order for its owner; for anyone else holding the address, its number and state. */
  async function answerFor(order: OrderRow, viewer: Buyer | null): Promise<PaymentSuccessResponse> {
    if (boughtBy(order, viewer)) return orders.present(order);
    return { order_id: order.id, merchant_id: order.merchantId, order_status: order.status };
  }

  /**
   * The provider's success redirect: checks the amount against the order and the payment with
   * the provider, then holds stock, confirms and marks the order paid. The same payment again
   * answers the same order without a second confirmation; a payment confirmed at the provider
   * for an order that does not stand with it is refunded. Anyone may call it with the address;
   * only its buyer (`viewer`) hears more than the order number and status.
   */
  return async function confirm(
    query: { orderId: string; paymentKey: string; amount: number },
    viewer: Buyer | null,
  ): Promise<PaymentSuccessResponse> {
    const order = await orderRows.findByNumber(db, query.orderId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    const payment = await repo.findPayment(db, order.id);
    if (paidWith(order, payment, query.paymentKey)) return answerFor(order, viewer);
    if (order.status !== 'PAYMENT_PENDING') {
      // A charge of this order under another key (a second window, a cancelled order) goes back.
      const known = await toss
        .getPayment(db, query.paymentKey, order.merchantId)
        .catch(() => undefined);
      if (known?.orderId === order.merchantId) await refundOrphan(known, order.id);
      throw paymentError('already_paid');
    }
    if (!payment) throw paymentError('not_registered');
    if (query.amount !== order.totalPrice || payment.amount !== order.totalPrice) {
      throw paymentError('amount_mismatch');
    }
    const actor: Actor = {
      type: 'provider',
      id: viewer && 'memberId' in viewer ? viewer.memberId : null,
    };
    const known = await paymentOfOrder(query.paymentKey, order.merchantId, order.totalPrice);
    const settled = await settle(
      order.id,
      query.paymentKey,
      order.merchantId,
      order.totalPrice,
      actor,
    );
    if (settled === 'busy') {
      const claim = await repo.findPayment(db, order.id);
      if (claim?.status === 'CONFIRMING' && claim.paymentKey === query.paymentKey) {
        if (known.status === 'DONE') {
          // A confirmation whose answer was lost: the provider says DONE.
          await markPaid(order.id, known, actor).catch((error: unknown) => {
            if (!(error instanceof StaleOrderError)) throw error;
          });
        } else if (
          known.status === 'IN_PROGRESS' &&
          (await repo.reclaimPayment(
            db,
            claim.id,
            query.paymentKey,
            new Date(Date.now() - resumeAfterMs),
          ))
        ) {
          // The earlier confirmation never reached the provider: try it again.
          await confirmAndPlace(
            order.id,
            query.paymentKey,
            order.merchantId,
            order.totalPrice,
            actor,
          );
          return answerFor((await orderRows.find(db, order.id))!, viewer);
        }
      }
      return answerFor(await outcomeOf(order.id, query.paymentKey), viewer);
    }
    return answerFor((await orderRows.find(db, order.id))!, viewer);
  };
}
