import { type Order, orderMessages } from '@shop/contract/orders';
import {
  type PaymentSuccessResponse,
  paymentMessages,
  type paymentRequestSchema,
} from '@shop/contract/payments';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { type TossClient, TossError } from '../../integrations/toss/client';
import type { TossPayment } from '../../integrations/toss/types';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { CartService } from '../cart/service';
import type { CouponService } from '../coupons/service';
import { type ItemService, OutOfStockError } from '../items/service';
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
}

const SETTLED: repo.PaymentStatus[] = ['DONE', 'CANCELED', 'PARTIAL_CANCELED'];

class CouponGoneError extends Error {}

/** What the member is told when the provider refuses or does not answer. */
function providerError(error: unknown): HttpError {
  if (error instanceof TossError) {
    return error.status === 0 || error.status >= 500
      ? new HttpError(502, paymentMessages.providerUnavailable)
      : badRequest(paymentMessages.providerFailed(error.message));
  }
  return new HttpError(502, paymentMessages.providerUnavailable);
}

const failureOf = (error: unknown) =>
  error instanceof TossError
    ? { failureCode: error.code, failureMessage: error.message }
    : { failureCode: 'UNKNOWN', failureMessage: String(error) };

export function createPaymentService(deps: PaymentDeps) {
  const { db, items, cart, coupons, orders, toss } = deps;
  const waitForOutcomeMs = deps.waitForOutcomeMs ?? 10_000;

  const stockLines = async (executor: Executor, orderId: number) =>
    (await repo.listOrderLines(executor, [orderId])).map((l) => ({
      optionId: l.optionId,
      quantity: l.quantity,
    }));

  /**
   * Step 1: claims the payment for `paymentKey` and takes the order's stock and coupon, in one
   * transaction. 'busy' when another confirmation holds the claim. Undo: `releaseHold`.
   */
  async function hold(order: repo.OrderRow, paymentId: number, paymentKey: string) {
    return db.transaction(async (tx) => {
      if (!(await repo.claimPayment(tx, paymentId, paymentKey))) return 'busy' as const;
      await items.takeStock(tx, await stockLines(tx, order.id));
      if (order.couponId && !(await coupons.use(tx, order.memberId, order.couponId, order.id))) {
        throw new CouponGoneError();
      }
      await repo.updateOrder(tx, order.id, { holdsStock: true });
      return 'held' as const;
    });
  }

  async function releaseHold(
    order: repo.OrderRow,
    paymentId: number,
    failure: ReturnType<typeof failureOf>,
  ) {
    await db.transaction(async (tx) => {
      await items.restoreStock(tx, await stockLines(tx, order.id));
      if (order.couponId) await coupons.release(tx, order.memberId, order.couponId, order.id);
      await repo.updateOrder(tx, order.id, { holdsStock: false });
      await repo.updatePayment(tx, paymentId, { status: 'FAILED', ...failure });
    });
    items.invalidate();
  }

  /** Step 2: confirms with the provider; an unknown outcome is looked up by orderId. */
  async function confirmWithProvider(paymentKey: string, orderId: string, amount: number) {
    try {
      return await toss.confirm({ paymentKey, orderId, amount }, `confirm-${paymentKey}`);
    } catch (error) {
      if (error instanceof TossError && (error.status === 0 || error.status >= 500)) {
        const known = await toss.getPaymentByOrderId(orderId).catch(() => undefined);
        if (
          known?.paymentKey === paymentKey &&
          known.status === 'DONE' &&
          known.totalAmount === amount
        ) {
          return known;
        }
      }
      throw error;
    }
  }

  /** Step 3: the order is paid: empties its cart lines. Idempotent (the webhook may race it). */
  async function markPaid(order: repo.OrderRow, paymentId: number, provider: TossPayment) {
    const paidAt = provider.approvedAt ? new Date(provider.approvedAt) : new Date();
    await db.transaction(async (tx) => {
      if (
        !(await repo.transitionOrder(tx, order.id, 'PAYMENT_PENDING', {
          status: 'ORDER_PLACED',
          paidAt,
        }))
      ) {
        return;
      }
      await repo.updatePayment(tx, paymentId, {
        status: 'DONE',
        paymentKey: provider.paymentKey,
        approvedAt: paidAt,
        failureCode: null,
        failureMessage: null,
      });
      await cart.removeOrdered(tx, order.memberId, order.cartIds);
    });
    items.invalidate();
  }

  /** Takes back a confirmed payment whose order could not be placed. */
  async function refundUnplaced(paymentKey: string, reason: string) {
    await toss.cancel(paymentKey, { cancelReason: reason }, `cancel-${paymentKey}-unplaced`);
  }

  /** Holds stock, confirms and marks paid, undoing each step that was done when a later one fails. */
  async function settle(
    order: repo.OrderRow,
    paymentId: number,
    paymentKey: string,
    amount: number,
  ) {
    try {
      if ((await hold(order, paymentId, paymentKey)) === 'busy') return 'busy' as const;
    } catch (error) {
      if (error instanceof OutOfStockError || error instanceof CouponGoneError) {
        const outOfStock = error instanceof OutOfStockError;
        await repo.updatePayment(db, paymentId, {
          status: 'FAILED',
          failureCode: outOfStock ? 'OUT_OF_STOCK' : 'COUPON_UNAVAILABLE',
          failureMessage: outOfStock
            ? paymentMessages.outOfStock
            : paymentMessages.couponUnavailable,
        });
        throw conflict(outOfStock ? paymentMessages.outOfStock : paymentMessages.couponUnavailable);
      }
      throw error;
    }
    let provider: TossPayment;
    try {
      provider = await confirmWithProvider(paymentKey, order.merchantId, amount);
    } catch (error) {
      await releaseHold(order, paymentId, failureOf(error));
      throw providerError(error);
    }
    try {
      await markPaid(order, paymentId, provider);
    } catch (error) {
      await refundUnplaced(paymentKey, '주문 처리 중 오류로 결제를 취소합니다.').catch(() => {});
      await releaseHold(order, paymentId, failureOf(error));
      throw error;
    }
    return 'paid' as const;
  }

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
  async function assertPaymentOfOrder(paymentKey: string, orderId: string, amount: number) {
    const known = await toss.getPayment(paymentKey).catch((error: unknown) => {
      throw providerError(error);
    });
    if (known.orderId !== orderId || known.totalAmount !== amount) {
      throw badRequest(paymentMessages.notThisOrder);
    }
  }

  /** The whole order for its owner; for anyone else holding the address, its number and state. */
  async function answerFor(
    order: repo.OrderRow,
    viewerId: number | null,
  ): Promise<PaymentSuccessResponse> {
    if (viewerId !== null && order.memberId === viewerId) return orders.present(order);
    return { order_id: order.id, merchant_id: order.merchantId, order_status: order.status };
  }

  return {
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
     * answers the same order without a second confirmation. Anyone may call it with the address;
     * only the owner (`viewerId`) hears more than the order number and status.
     */
    async confirm(
      query: { orderId: string; paymentKey: string; amount: number },
      viewerId: number | null,
    ): Promise<PaymentSuccessResponse> {
      const order = await repo.findOrderByMerchantId(db, query.orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      const payment = await repo.findPayment(db, order.id);
      if (payment?.paymentKey === query.paymentKey && SETTLED.includes(payment.status)) {
        return answerFor(order, viewerId);
      }
      if (order.status !== 'PAYMENT_PENDING') throw conflict(paymentMessages.alreadyPaid);
      if (!payment) throw conflict(paymentMessages.notRegistered);
      if (query.amount !== order.totalPrice || payment.amount !== order.totalPrice) {
        throw badRequest(paymentMessages.amountMismatch);
      }
      await assertPaymentOfOrder(query.paymentKey, order.merchantId, order.totalPrice);
      if ((await settle(order, payment.id, query.paymentKey, order.totalPrice)) === 'busy') {
        return answerFor(await outcomeOf(order.id, query.paymentKey), viewerId);
      }
      return answerFor((await repo.findOrderById(db, order.id))!, viewerId);
    },

    /** Cancels the member's order: unpaid ones at once, paid ones with the provider first. */
    async cancel(memberId: number, orderId: number): Promise<Order> {
      const order = await orders.ownOrder(memberId, orderId);
      if (order.status === 'PAYMENT_PENDING' && !order.holdsStock) {
        if (
          !(await repo.transitionOrder(db, order.id, 'PAYMENT_PENDING', {
            status: 'ORDER_CANCELLED',
            cancelledAt: new Date(),
          }))
        ) {
          throw conflict(orderMessages.notCancelable);
        }
        return orders.present((await repo.findOrderById(db, order.id))!);
      }
      if (order.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
      await db.transaction(async (tx) => {
        // The row lock keeps the order from being shipped while the provider refunds it.
        const locked = await repo.lockOrder(tx, order.id);
        if (locked?.status !== 'ORDER_PLACED') throw conflict(orderMessages.notCancelable);
        // Partly refunded by the shop already: the rest is the shop's to settle too.
        if (locked.refundedAmount > 0) throw conflict(orderMessages.notCancelable);
        const payment = await repo.findPayment(tx, order.id);
        if (payment?.paymentKey && payment.status === 'DONE') {
          await toss
            .cancel(
              payment.paymentKey,
              { cancelReason: '고객 요청 주문 취소' },
              `cancel-${payment.paymentKey}-member`,
            )
            .catch((error: unknown) => {
              throw providerError(error);
            });
          await repo.updatePayment(tx, payment.id, {
            status: 'CANCELED',
            canceledAmount: payment.amount,
          });
          await repo.updateOrder(tx, order.id, { refundedAmount: locked.totalPrice });
          // As the back office's refunds do: the lines say how many units came back.
          await repo.refundAllLines(tx, order.id);
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
     * (or refunded when its stock is gone), a failed one releases what it held.
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
        if (
          payment.status === 'CONFIRMING' &&
          payment.paymentKey === provider.paymentKey &&
          order.holdsStock
        ) {
          await markPaid(order, payment.id, provider);
          return 'placed';
        }
        try {
          if ((await hold(order, payment.id, provider.paymentKey)) === 'busy') return 'in progress';
        } catch (error) {
          if (!(error instanceof OutOfStockError || error instanceof CouponGoneError)) throw error;
          await refundUnplaced(provider.paymentKey, '재고 부족으로 주문을 완료하지 못했습니다.');
          await repo.updatePayment(db, payment.id, {
            status: 'FAILED',
            failureCode: 'OUT_OF_STOCK',
            failureMessage: paymentMessages.outOfStock,
          });
          return 'refunded';
        }
        await markPaid(order, payment.id, provider);
        return 'placed';
      }
      if (
        (provider.status === 'ABORTED' || provider.status === 'EXPIRED') &&
        payment.status === 'CONFIRMING' &&
        payment.paymentKey === provider.paymentKey &&
        order.holdsStock
      ) {
        await releaseHold(order, payment.id, {
          failureCode: provider.failure?.code ?? provider.status,
          failureMessage: provider.failure?.message ?? provider.status,
        });
        return 'released';
      }
      return 'up to date';
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
