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
import { canceledAt, outcomeUnknown, recordProviderCancels } from './provider-cancels';
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

/**
 * A guarded change whose precondition no longer holds: another call moved the order first.
 * Unhandled, the caller hears 409 "being processed".
 */
export class StaleOrderError extends HttpError {
  constructor(readonly what: string) {
    super(409, paymentMessages.processing);
  }
}

function must(condition: boolean, what: string): asserts condition {
  if (!condition) throw new StaleOrderError(what);
}

/** The provider's answer to a confirmation, or what it turned out to be after a lookup. */
type ConfirmOutcome =
  | { kind: 'done'; provider: TossPayment }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unknown'; error: unknown };

export function createPaymentService(deps: PaymentDeps) {
  const { db, items, cart, coupons, orders, toss } = deps;
  const waitForOutcomeMs = deps.waitForOutcomeMs ?? 10_000;

  const stockLines = async (executor: Executor, orderId: number) =>
    (await repo.listOrderLines(executor, [orderId])).map((l) => ({
      optionId: l.optionId,
      quantity: l.quantity,
    }));

  /** Runs `work` in one transaction holding the order's row lock: one change of an order at a time. */
  function underLock<T>(
    orderId: number,
    work: (tx: Executor, order: repo.OrderRow, payment: repo.PaymentRow | undefined) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      return work(tx, order, await repo.findPayment(tx, orderId));
    });
  }

  /** The order is placed and paid with this key. */
  const paidWith = (
    order: repo.OrderRow | undefined,
    payment: repo.PaymentRow | undefined,
    paymentKey: string,
  ) =>
    order !== undefined &&
    order.status !== 'PAYMENT_PENDING' &&
    payment?.paymentKey === paymentKey &&
    SETTLED.includes(payment.status);

  /**
   * Step 1: claims the payment for `paymentKey` and takes the order's stock and coupon, under the
   * order's lock and only while the order waits for payment. 'busy' when another confirmation
   * holds the claim. Undo: `releaseHold`.
   */
  function hold(orderId: number, paymentKey: string) {
    return underLock(orderId, async (tx, order, payment) => {
      if (order.status !== 'PAYMENT_PENDING') throw conflict(paymentMessages.notPending);
      if (!payment) throw conflict(paymentMessages.notRegistered);
      if (payment.status !== 'READY' && payment.status !== 'FAILED') return 'busy' as const;
      must(await repo.claimPayment(tx, payment.id, paymentKey), 'payment claimed meanwhile');
      await items.takeStock(tx, await stockLines(tx, order.id));
      if (order.couponId && !(await coupons.use(tx, order.memberId, order.couponId, order.id))) {
        throw new CouponGoneError();
      }
      await repo.updateOrder(tx, order.id, { holdsStock: true });
      return 'held' as const;
    });
  }

  /** Records why a hold could not be taken, unless another call has claimed the payment since. */
  async function refuseHold(orderId: number, outOfStock: boolean) {
    await underLock(orderId, async (tx, _order, payment) => {
      if (payment && (payment.status === 'READY' || payment.status === 'FAILED')) {
        await repo.updatePayment(tx, payment.id, {
          status: 'FAILED',
          failureCode: outOfStock ? 'OUT_OF_STOCK' : 'COUPON_UNAVAILABLE',
          failureMessage: outOfStock
            ? paymentMessages.outOfStock
            : paymentMessages.couponUnavailable,
        });
      }
    });
  }

  /**
   * Gives back the stock and coupon a confirmation of `paymentKey` holds, and marks the payment
   * FAILED. Only a hold still held by that payment, unpaid: never a placed order's goods.
   */
  async function releaseHold(
    orderId: number,
    paymentKey: string,
    failure: ReturnType<typeof failureOf>,
  ) {
    await underLock(orderId, async (tx, order, payment) => {
      must(
        order.status === 'PAYMENT_PENDING' &&
          order.holdsStock &&
          payment?.status === 'CONFIRMING' &&
          payment.paymentKey === paymentKey,
        'hold no longer held by this payment',
      );
      await items.restoreStock(tx, await stockLines(tx, order.id));
      if (order.couponId) await coupons.release(tx, order.memberId, order.couponId, order.id);
      await repo.updateOrder(tx, order.id, { holdsStock: false });
      await repo.updatePayment(tx, payment.id, { status: 'FAILED', ...failure });
    });
    items.invalidate();
  }

  /**
   * Step 2: confirms with the provider. A failure is looked up: a payment DONE for this key and
   * amount is a success whose answer was lost, ABORTED/EXPIRED a refusal; when the provider
   * cannot say, a 4xx stays a refusal and anything else stays unknown.
   */
  async function confirmWithProvider(
    paymentKey: string,
    orderId: string,
    amount: number,
  ): Promise<ConfirmOutcome> {
    try {
      return {
        kind: 'done',
        provider: await toss.confirm({ paymentKey, orderId, amount }, `confirm-${paymentKey}`),
      };
    } catch (error) {
      const known = await toss.getPaymentByOrderId(orderId).catch(() => undefined);
      if (known?.paymentKey === paymentKey) {
        if (known.status === 'DONE' && known.totalAmount === amount) {
          return { kind: 'done', provider: known };
        }
        if (known.status === 'ABORTED' || known.status === 'EXPIRED') {
          return { kind: 'refused', error };
        }
      }
      return outcomeUnknown(error) ? { kind: 'unknown', error } : { kind: 'refused', error };
    }
  }

  /**
   * Step 3: the order is paid. Only an order waiting for payment whose stock is held by this
   * payment, confirmed at the provider for its total; anything else throws `StaleOrderError`.
   */
  async function markPaid(orderId: number, provider: TossPayment) {
    const paidAt = provider.approvedAt ? new Date(provider.approvedAt) : new Date();
    await underLock(orderId, async (tx, order, payment) => {
      must(
        order.status === 'PAYMENT_PENDING' &&
          order.holdsStock &&
          payment?.status === 'CONFIRMING' &&
          payment.paymentKey === provider.paymentKey &&
          provider.status === 'DONE' &&
          provider.totalAmount === order.totalPrice,
        'order not waiting for this payment',
      );
      must(
        await repo.transitionOrder(tx, order.id, 'PAYMENT_PENDING', {
          status: 'ORDER_PLACED',
          paidAt,
        }),
        'order moved on',
      );
      await repo.updatePayment(tx, payment.id, {
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

  /** Takes back a confirmed payment that belongs to no standing order (same key: once only). */
  async function refundUnplaced(paymentKey: string, reason: string) {
    await toss.cancel(paymentKey, { cancelReason: reason }, `cancel-${paymentKey}-unplaced`);
  }

  async function current(orderId: number) {
    const order = await repo.findOrderById(db, orderId);
    return { order, payment: order && (await repo.findPayment(db, orderId)) };
  }

  /**
   * Holds stock, confirms and marks paid. A refusal releases the hold; an unknown outcome keeps
   * the payment CONFIRMING with its hold (a later success call or the webhook settles it); a
   * charge whose order cannot be placed is refunded. 'paid' only when the order is paid.
   */
  async function settle(orderId: number, paymentKey: string, merchantId: string, amount: number) {
    try {
      if ((await hold(orderId, paymentKey)) === 'busy') return 'busy' as const;
    } catch (error) {
      if (error instanceof OutOfStockError || error instanceof CouponGoneError) {
        const outOfStock = error instanceof OutOfStockError;
        await refuseHold(orderId, outOfStock);
        throw conflict(outOfStock ? paymentMessages.outOfStock : paymentMessages.couponUnavailable);
      }
      throw error;
    }
    const outcome = await confirmWithProvider(paymentKey, merchantId, amount);
    if (outcome.kind === 'refused') {
      await releaseHold(orderId, paymentKey, failureOf(outcome.error)).catch((error: unknown) => {
        if (!(error instanceof StaleOrderError)) throw error;
      });
      throw providerError(outcome.error);
    }
    if (outcome.kind === 'unknown') {
      const now = await current(orderId);
      if (paidWith(now.order, now.payment, paymentKey)) return 'paid' as const;
      throw new HttpError(502, paymentMessages.providerUnavailable);
    }
    try {
      await markPaid(orderId, outcome.provider);
    } catch (error) {
      // The webhook may have placed it meanwhile; otherwise the charge has no order to pay.
      const now = await current(orderId);
      if (paidWith(now.order, now.payment, paymentKey)) return 'paid' as const;
      await refundUnplaced(paymentKey, '주문 처리 중 오류로 결제를 취소합니다.').catch(() => {});
      await releaseHold(orderId, paymentKey, failureOf(error)).catch(() => {});
      if (error instanceof StaleOrderError) throw conflict(paymentMessages.notPending);
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
  async function paymentOfOrder(paymentKey: string, orderId: string, amount: number) {
    const known = await toss.getPayment(paymentKey).catch((error: unknown) => {
      throw providerError(error);
    });
    if (known.orderId !== orderId || known.totalAmount !== amount) {
      throw badRequest(paymentMessages.notThisOrder);
    }
    return known;
  }

  /**
   * A DONE payment at the provider that no standing order is paid with (its order cancelled,
   * or paid with another key) is refunded. Answers whether it was.
   */
  async function refundOrphan(provider: TossPayment, orderId: number) {
    if (provider.status !== 'DONE') return false;
    const now = await current(orderId);
    if (paidWith(now.order, now.payment, provider.paymentKey)) return false;
    if (now.order?.status === 'PAYMENT_PENDING') return false;
    await refundUnplaced(provider.paymentKey, '주문과 연결되지 않은 결제를 취소합니다.').catch(
      (error: unknown) => {
        throw providerError(error);
      },
    );
    return true;
  }

  /** The whole order for its owner; for anyone else holding the address, its number and state. */
  async function answerFor(
    order: repo.OrderRow,
    viewerId: number | null,
  ): Promise<PaymentSuccessResponse> {
    if (viewerId !== null && order.memberId === viewerId) return orders.present(order);
    return { order_id: order.id, merchant_id: order.merchantId, order_status: order.status };
  }

  /**
   * Cancels at the provider everything left of a payment, under the caller's lock. A lost answer
   * is looked up: a payment with nothing left was cancelled. Answers the provider's payment.
   */
  async function cancelWhole(paymentKey: string, reason: string, idempotencyKey: string) {
    try {
      return await toss.cancel(paymentKey, { cancelReason: reason }, idempotencyKey);
    } catch (error) {
      const known = await toss.getPayment(paymentKey).catch(() => undefined);
      if (known && known.balanceAmount === 0 && canceledAt(known) > 0) return known;
      throw providerError(error);
    }
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
        // A confirmation whose outcome was unknown: the provider now says DONE.
        if (known.status === 'DONE' && payment.paymentKey === query.paymentKey) {
          await markPaid(order.id, known).catch((error: unknown) => {
            if (!(error instanceof StaleOrderError)) throw error;
          });
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
