import { type Order, orderMessages } from '@shop/contract/orders';
import {
  type PaymentSuccessResponse,
  paymentMessages,
  type paymentRequestSchema,
} from '@shop/contract/payments';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { TossClient } from '../../integrations/toss/client';
import type { TossPayment } from '../../integrations/toss/types';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { CartService } from '../cart/service';
import { type ItemService, OutOfStockError } from '../catalog/service';
import type { CouponService } from '../coupons/service';
import {
  type Actor,
  moveOrder,
  type OrderRow,
  orderRows,
  StaleOrderError,
} from '../orders/lifecycle-service';
import type { OrderService } from '../orders/service';
import { CouponGoneError, paymentError, providerError } from './errors';
import { createLedgeredProvider } from './provider';
import { canceledAt, recordProviderCancels } from './provider-cancels';
import * as repo from './repo';
import { createPaymentSteps, SETTLED } from './steps';

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
  const { db, items, coupons, orders } = deps;
  const toss = createLedgeredProvider(deps.toss);
  const waitForOutcomeMs = deps.waitForOutcomeMs ?? 10_000;
  const resumeAfterMs = deps.resumeAfterMs ?? 15_000;
  const steps = createPaymentSteps({ ...deps, provider: toss });

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

  /** A payment the shop does not keep is refunded; the webhook says whether it was. */
  async function orphanOutcome(provider: TossPayment, orderId: number) {
    return (await steps.refundOrphan(provider, orderId)) ? 'refunded' : 'up to date';
  }

  /** Places the held order as paid; refunds instead when the order moved on meanwhile. */
  async function placeOrRefund(orderId: number, provider: TossPayment, actor: Actor) {
    try {
      await steps.markPaid(orderId, provider, actor);
      return 'placed';
    } catch (error) {
      if (!(error instanceof StaleOrderError)) throw error;
      return orphanOutcome(provider, orderId);
    }
  }

  /** The whole order for its owner; for anyone else holding the address, its number and state. */
  async function answerFor(
    order: OrderRow,
    viewerId: number | null,
  ): Promise<PaymentSuccessResponse> {
    if (viewerId !== null && order.memberId === viewerId) return orders.present(order);
    return { order_id: order.id, merchant_id: order.merchantId, order_status: order.status };
  }

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
    await steps.underLock(order.id, async (tx, locked, payment) => {
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
        const cancelled = await steps.cancelWhole(
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

  return {
    /** A scheduled job gives up an unpaid order (the provider asked first, as for a member). */
    expireUnpaid: (order: OrderRow) => cancelUnpaid(order, { type: 'system' }),

    /** Registers the payment a pending order is about to request; the amount must be its total. */
    async register(memberId: number, input: RegisterInput) {
      const order = await orderRows.findByNumber(db, input.merchant_id);
      if (!order || order.memberId !== memberId) throw notFound(orderMessages.orderNotFound);
      if (order.status !== 'PAYMENT_PENDING') throw paymentError('already_paid');
      if (input.amount !== order.totalPrice) throw paymentError('amount_mismatch');
      const current = await repo.findPayment(db, order.id);
      if (current && (current.status === 'CONFIRMING' || SETTLED.includes(current.status))) {
        throw paymentError('processing');
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
      const order = await orderRows.findByNumber(db, query.orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      const payment = await repo.findPayment(db, order.id);
      if (steps.paidWith(order, payment, query.paymentKey)) return answerFor(order, viewerId);
      if (order.status !== 'PAYMENT_PENDING') {
        // A charge of this order under another key (a second window, a cancelled order) goes back.
        const known = await toss
          .getPayment(db, query.paymentKey, order.merchantId)
          .catch(() => undefined);
        if (known?.orderId === order.merchantId) await steps.refundOrphan(known, order.id);
        throw paymentError('already_paid');
      }
      if (!payment) throw paymentError('not_registered');
      if (query.amount !== order.totalPrice || payment.amount !== order.totalPrice) {
        throw paymentError('amount_mismatch');
      }
      const actor: Actor = { type: 'provider', id: viewerId };
      const known = await paymentOfOrder(query.paymentKey, order.merchantId, order.totalPrice);
      const settled = await steps.settle(
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
            await steps.markPaid(order.id, known, actor).catch((error: unknown) => {
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
            await steps.confirmAndPlace(
              order.id,
              query.paymentKey,
              order.merchantId,
              order.totalPrice,
              actor,
            );
            return answerFor((await orderRows.find(db, order.id))!, viewerId);
          }
        }
        return answerFor(await outcomeOf(order.id, query.paymentKey), viewerId);
      }
      return answerFor((await orderRows.find(db, order.id))!, viewerId);
    },

    /**
     * Cancels the member's order, under its lock: an unpaid one after asking the provider about
     * its payment, a paid one with the provider's refund first. A payment being confirmed is
     * left to finish.
     */
    async cancel(memberId: number, orderId: number): Promise<Order> {
      const order = await orders.ownOrder(memberId, orderId);
      const actor: Actor = { type: 'member', id: memberId };
      const reason = '고객 요청 주문 취소';
      if (order.status === 'PAYMENT_PENDING') return cancelUnpaid(order, actor);
      if (order.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
      await steps.underLock(order.id, async (tx, locked, payment) => {
        if (locked.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
        // Partly refunded by the shop already: the rest is the shop's to settle too.
        if (locked.refundedAmount > 0) throw conflict(orderMessages.notCancelable);
        if (payment?.paymentKey && payment.status === 'DONE') {
          const provider = await steps.cancelWhole(
            tx,
            payment.paymentKey,
            reason,
            `cancel-${payment.paymentKey}-member`,
            locked.merchantId,
          );
          await recordProviderCancels(tx, { items, coupons }, locked, payment, provider, {
            actor,
            reason,
          });
          return;
        }
        if (locked.holdsStock) await items.restoreStock(tx, await steps.stockLines(tx, order.id));
        if (locked.couponId) await coupons.release(tx, memberId, locked.couponId, order.id);
        await moveOrder(tx, locked, {
          to: 'ORDER_CANCELLED',
          actor,
          reason,
          patch: { cancelledAt: new Date(), holdsStock: false },
        });
      });
      items.invalidate();
      return orders.present((await orderRows.find(db, order.id))!);
    },

    /**
     * A provider event: the body is only a hint, so the payment is fetched from the provider and
     * the order brought up to date: a confirmed payment whose shopper never came back is placed
     * (or refunded when its stock is gone or its order does not stand), a failed one releases
     * what it held, cancels made at the provider are recorded.
     */
    async handleEvent(event: { eventType: string; data: { paymentKey?: string | undefined } }) {
      if (event.eventType !== 'PAYMENT_STATUS_CHANGED' || !event.data.paymentKey) return 'ignored';
      const provider = await toss.getPayment(db, event.data.paymentKey).catch((error: unknown) => {
        throw providerError(error);
      });
      const actor: Actor = { type: 'provider' };
      const order = await orderRows.findByNumber(db, provider.orderId);
      const payment = order && (await repo.findPayment(db, order.id));
      if (!order || !payment) return 'unknown order';

      if (provider.status === 'DONE' && order.status === 'PAYMENT_PENDING') {
        if (provider.totalAmount !== order.totalPrice) {
          await steps.refundUnplaced(provider.paymentKey, '주문 금액과 결제 금액이 다릅니다.');
          return 'refunded';
        }
        if (payment.status === 'CONFIRMING') {
          if (payment.paymentKey !== provider.paymentKey) return 'in progress';
          return placeOrRefund(order.id, provider, actor);
        }
        try {
          if ((await steps.hold(order.id, provider.paymentKey)) === 'busy') return 'in progress';
        } catch (error) {
          if (error instanceof OutOfStockError || error instanceof CouponGoneError) {
            const outOfStock = error instanceof OutOfStockError;
            await steps.refundUnplaced(
              provider.paymentKey,
              outOfStock
                ? '재고 부족으로 주문을 완료하지 못했습니다.'
                : '쿠폰을 사용할 수 없어 주문을 완료하지 못했습니다.',
            );
            await steps.refuseHold(order.id, outOfStock, actor);
            return 'refunded';
          }
          if (error instanceof HttpError) {
            return orphanOutcome(provider, order.id);
          }
          throw error;
        }
        return placeOrRefund(order.id, provider, actor);
      }
      if (provider.status === 'DONE') {
        return orphanOutcome(provider, order.id);
      }
      if (provider.status === 'CANCELED' || provider.status === 'PARTIAL_CANCELED') {
        const changed = await steps.underLock(order.id, async (tx, locked, locking) =>
          locking?.paymentKey === provider.paymentKey
            ? recordProviderCancels(tx, { items, coupons }, locked, locking, provider, {
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
          await steps.releaseHold(
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
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** The payment registered for an order, for the back office's order detail. */
export const paymentOf = repo.findPayment;
