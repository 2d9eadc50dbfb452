import { type Order, orderMessages } from '@shop/contract/orders';
import {
  type PaymentSuccessResponse,
  paymentMessages,
  type paymentRequestSchema,
} from '@shop/contract/payments';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { TossClient } from '../../integrations/toss/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { CartService } from '../cart/service';
import type { CouponService } from '../coupons/service';
import { type ItemService, OutOfStockError } from '../items/service';
import {
  CouponGoneError,
  createPaymentSteps,
  must,
  providerError,
  SETTLED,
  StaleOrderError,
} from './payment-steps';
import { canceledAt, recordProviderCancels } from './provider-cancels';
import * as repo from './repo';
import type { OrderService } from './service';

type RegisterInput = z.output<typeof paymentRequestSchema>;

export interface PaymentDeps {
  db: Database;
  items: ItemService;
  cart: CartService;
  coupons: CouponService;
  orders: OrderService;
  toss: TossClient;
  /** How long a duplicate confirmation waits for the first one's outcome. */
  waitForOutcomeMs?: number;
  /**
   * After how long a confirmation left without the provider's answer is tried again by the next
   * success call (longer than the provider client's timeout). Default 15 s.
   */
  resumeAfterMs?: number;
}

export function createPaymentService(deps: PaymentDeps) {
  const { db, items, coupons, orders, toss } = deps;
  const waitForOutcomeMs = deps.waitForOutcomeMs ?? 10_000;
  const resumeAfterMs = deps.resumeAfterMs ?? 15_000;
  const {
    stockLines,
    underLock,
    paidWith,
    hold,
    refuseHold,
    releaseHold,
    markPaid,
    refundUnplaced,
    settle,
    confirmAndPlace,
    refundOrphan,
    cancelWhole,
  } = createPaymentSteps(deps);

  /** Waits for a concurrent confirmation of the same payment and answers the order after it. */
  async function outcomeOf(orderId: number, paymentKey: string): Promise<repo.OrderRow> {
    const deadline = Date.now() + waitForOutcomeMs;
    while (Date.now() < deadline) {
      const payment = await repo.findPayment(db, orderId);
      if (payment?.paymentKey === paymentKey && SETTLED.includes(payment.status)) {
        return (await repo.findOrderById(db, orderId))!;
      }
      if (payment?.status === 'FAILED') {
        throw conflict(payment.failureMessage ?? paymentMessages.notPending);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw conflict(paymentMessages.processing);
  }

  /**
   * Before anything is claimed, the provider must know `paymentKey` as a payment of this order
   * for this amount. The success address's orderId and amount are no secret; without this, a
   * made-up key would flip the owner's payment to CONFIRMING and hold their stock and coupon
   * until the provider refused it, and leave the payment FAILED under that key.
   */
  async function paymentOfOrder(paymentKey: string, orderId: string, amount: number) {
    const known = await toss.getPayment(paymentKey).catch((error: unknown) => {
      throw providerError(error);
    });
    if (known.orderId !== orderId || known.totalAmount !== amount) {
      throw badRequest(paymentMessages.notThisOrder);
    }
    return known;
  }

  /** The whole order for its owner; for anyone else holding the address, its number and state. */
  async function answerFor(
    order: repo.OrderRow,
    viewerId: number | null,
  ): Promise<PaymentSuccessResponse> {
    if (viewerId !== null && order.memberId === viewerId) return orders.present(order);
    return { order_id: order.id, merchant_id: order.merchantId, order_status: order.status };
  }

  /** An unpaid order: asks the provider first when the payment has a key (it may be paid there). */
  async function cancelUnpaid(order: repo.OrderRow): Promise<Order> {
    const seen = await repo.findPayment(db, order.id);
    if (order.holdsStock || seen?.status === 'CONFIRMING') {
      throw conflict(orderMessages.paymentInProgress);
    }
    const provider = seen?.paymentKey
      ? await toss.getPayment(seen.paymentKey).catch((error: unknown) => {
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
          provider.paymentKey,
          '고객 요청 주문 취소',
          `cancel-${provider.paymentKey}-unplaced`,
        );
        await repo.updatePayment(tx, payment.id, {
          status: 'CANCELED',
          canceledAmount: canceledAt(cancelled),
        });
      }
      must(
        await repo.transitionOrder(tx, locked.id, 'PAYMENT_PENDING', {
          status: 'ORDER_CANCELLED',
          cancelledAt: new Date(),
        }),
        'order moved on',
      );
    });
    return orders.present((await repo.findOrderById(db, order.id))!);
  }

  return {
    cancelUnpaid,

    /** Registers the payment a pending order is about to request; the amount must be its total. */
    async register(memberId: number, input: RegisterInput) {
      const order = await repo.findOrderByMerchantId(db, input.merchant_id);
      if (!order || order.memberId !== memberId) throw notFound(orderMessages.orderNotFound);
      if (order.status !== 'PAYMENT_PENDING') throw conflict(paymentMessages.alreadyPaid);
      if (input.amount !== order.totalPrice) throw badRequest(paymentMessages.amountMismatch);
      const current = await repo.findPayment(db, order.id);
      if (current && (current.status === 'CONFIRMING' || SETTLED.includes(current.status))) {
        throw conflict(paymentMessages.processing);
      }
      const payment = await repo.upsertPayment(db, {
        orderId: order.id,
        method: input.payment_method,
        paymentName: input.payment_name,
        amount: order.totalPrice,
      });
      return {
        merchant_id: order.merchantId,
        amount: payment.amount,
        payment_name: payment.paymentName,
        status: payment.status,
      };
    },

    /**
     * The provider's success redirect: checks the amount against the order and the payment with
     * the provider, then holds stock, confirms and marks the order paid. The same payment again
     * answers the same order without a second confirmation; a payment confirmed at the provider
     * for an order that does not stand with it is refunded. Anyone may call it with the address;
     * only the owner (`viewerId`) hears more than the order number and status.
     */
    async confirm(
      query: { orderId: string; paymentKey: string; amount: number },
      viewerId: number | null,
    ): Promise<PaymentSuccessResponse> {
      const order = await repo.findOrderByMerchantId(db, query.orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      const payment = await repo.findPayment(db, order.id);
      if (paidWith(order, payment, query.paymentKey)) return answerFor(order, viewerId);
      if (order.status !== 'PAYMENT_PENDING') {
        // A charge of this order under another key (a second window, a cancelled order) goes back.
        const known = await toss.getPayment(query.paymentKey).catch(() => undefined);
        if (known?.orderId === order.merchantId) await refundOrphan(known, order.id);
        throw conflict(paymentMessages.alreadyPaid);
      }
      if (!payment) throw conflict(paymentMessages.notRegistered);
      if (query.amount !== order.totalPrice || payment.amount !== order.totalPrice) {
        throw badRequest(paymentMessages.amountMismatch);
      }
      const known = await paymentOfOrder(query.paymentKey, order.merchantId, order.totalPrice);
      const settled = await settle(order.id, query.paymentKey, order.merchantId, order.totalPrice);
      if (settled === 'busy') {
        const claim = await repo.findPayment(db, order.id);
        if (claim?.status === 'CONFIRMING' && claim.paymentKey === query.paymentKey) {
          if (known.status === 'DONE') {
            // A confirmation whose answer was lost: the provider says DONE.
            await markPaid(order.id, known).catch((error: unknown) => {
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
            await confirmAndPlace(order.id, query.paymentKey, order.merchantId, order.totalPrice);
            return answerFor((await repo.findOrderById(db, order.id))!, viewerId);
          }
        }
        return answerFor(await outcomeOf(order.id, query.paymentKey), viewerId);
      }
      return answerFor((await repo.findOrderById(db, order.id))!, viewerId);
    },

    /**
     * Cancels the member's order, under its lock: an unpaid one after asking the provider about
     * its payment, a paid one with the provider's refund first. A payment being confirmed is
     * left to finish.
     */
    async cancel(memberId: number, orderId: number): Promise<Order> {
      const order = await orders.ownOrder(memberId, orderId);
      if (order.status === 'PAYMENT_PENDING') return cancelUnpaid(order);
      if (order.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
      await underLock(order.id, async (tx, locked, payment) => {
        if (locked.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
        // Partly refunded by the shop already: the rest is the shop's to settle too.
        if (locked.refundedAmount > 0) throw conflict(orderMessages.notCancelable);
        if (payment?.paymentKey && payment.status === 'DONE') {
          const provider = await cancelWhole(
            payment.paymentKey,
            '고객 요청 주문 취소',
            `cancel-${payment.paymentKey}-member`,
          );
          await recordProviderCancels(tx, { items, coupons }, locked, payment, provider);
          return;
        }
        if (locked.holdsStock) await items.restoreStock(tx, await stockLines(tx, order.id));
        if (locked.couponId) await coupons.release(tx, memberId, locked.couponId, order.id);
        await repo.updateOrder(tx, order.id, {
          status: 'ORDER_CANCELLED',
          cancelledAt: new Date(),
          holdsStock: false,
        });
      });
      items.invalidate();
      return orders.present((await repo.findOrderById(db, order.id))!);
    },

    /**
     * A provider event: the body is only a hint, so the payment is fetched from the provider and
     * the order brought up to date: a confirmed payment whose shopper never came back is placed
     * (or refunded when its stock is gone or its order does not stand), a failed one releases
     * what it held, cancels made at the provider are recorded.
     */
    async handleEvent(event: { eventType: string; data: { paymentKey?: string | undefined } }) {
      if (event.eventType !== 'PAYMENT_STATUS_CHANGED' || !event.data.paymentKey) return 'ignored';
      const provider = await toss.getPayment(event.data.paymentKey).catch((error: unknown) => {
        throw providerError(error);
      });
      const order = await repo.findOrderByMerchantId(db, provider.orderId);
      const payment = order && (await repo.findPayment(db, order.id));
      if (!order || !payment) return 'unknown order';

      if (provider.status === 'DONE' && order.status === 'PAYMENT_PENDING') {
        if (provider.totalAmount !== order.totalPrice) {
          await refundUnplaced(provider.paymentKey, '주문 금액과 결제 금액이 다릅니다.');
          return 'refunded';
        }
        if (payment.status === 'CONFIRMING') {
          if (payment.paymentKey !== provider.paymentKey) return 'in progress';
          try {
            await markPaid(order.id, provider);
            return 'placed';
          } catch (error) {
            if (!(error instanceof StaleOrderError)) throw error;
            return (await refundOrphan(provider, order.id)) ? 'refunded' : 'up to date';
          }
        }
        try {
          if ((await hold(order.id, provider.paymentKey)) === 'busy') return 'in progress';
        } catch (error) {
          if (error instanceof OutOfStockError || error instanceof CouponGoneError) {
            await refundUnplaced(provider.paymentKey, '재고 부족으로 주문을 완료하지 못했습니다.');
            await refuseHold(order.id, error instanceof OutOfStockError);
            return 'refunded';
          }
          if (error instanceof HttpError) {
            return (await refundOrphan(provider, order.id)) ? 'refunded' : 'up to date';
          }
          throw error;
        }
        try {
          await markPaid(order.id, provider);
          return 'placed';
        } catch (error) {
          if (!(error instanceof StaleOrderError)) throw error;
          return (await refundOrphan(provider, order.id)) ? 'refunded' : 'up to date';
        }
      }
      if (provider.status === 'DONE') {
        return (await refundOrphan(provider, order.id)) ? 'refunded' : 'up to date';
      }
      if (provider.status === 'CANCELED' || provider.status === 'PARTIAL_CANCELED') {
        const changed = await underLock(order.id, async (tx, locked, locking) =>
          locking?.paymentKey === provider.paymentKey
            ? recordProviderCancels(tx, { items, coupons }, locked, locking, provider)
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
          await releaseHold(order.id, provider.paymentKey, {
            failureCode: provider.failure?.code ?? provider.status,
            failureMessage: provider.failure?.message ?? provider.status,
          });
          return 'released';
        } catch (error) {
          if (!(error instanceof StaleOrderError)) throw error;
        }
      }
      return 'up to date';
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
