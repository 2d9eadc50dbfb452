import { orderMessages } from '@shop/contract/orders';
import { paymentMessages } from '@shop/contract/payments';
import type { TossPayment, TossRefundReceiveAccount } from '@shop/contract/toss-payment';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { CartService } from '../cart/service';
import { assertWithinLimits, type ItemService, PurchaseLimitError } from '../catalog/service';
import type { CouponService } from '../coupons/service';
import {
  type Actor,
  cartOwnerOf,
  moveOrder,
  must,
  type OrderRow,
  orderRows,
  recordOrderEvent,
  StaleOrderError,
} from '../orders/lifecycle-service';
import type { PointService } from '../points/service';
import { chargeOf, createDepositSteps, placePaid } from './deposit-steps';
import { failureOf, type HoldRefusal, holdRefusal, providerError } from './errors';
import { releaseBenefits, takeBenefits } from './order-benefits';
import type { LedgeredProvider } from './provider';
import { canceledAt, outcomeUnknown } from './provider-cancels';
import * as repo from './repo';

export interface PaymentStepDeps {
  db: Database;
  items: ItemService;
  cart: CartService;
  coupons: CouponService;
  points: PointService;
  provider: LedgeredProvider;
}

/**
 * A payment's confirmation is over: charged (and perhaps given back since), or a virtual account
 * issued (and perhaps expired since).
 */
export const SETTLED: repo.PaymentStatus[] = [
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'WAITING_FOR_DEPOSIT',
  'EXPIRED',
];

/** The provider's answer to a confirmation, or what it turned out to be after a lookup. */
type ConfirmOutcome =
  | { kind: 'done'; provider: TossPayment }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unknown'; error: unknown };

/**
 * The steps of paying an order (docs/decisions/005-payment-flow.md): hold, confirm, mark paid
 * and their undos, each under the order's row lock and guarded.
 */
export function createPaymentSteps(deps: PaymentStepDeps) {
  const { db, items, cart, coupons, points, provider: toss } = deps;
  const { stockLines } = orderRows;

  /** Runs `work` in one transaction holding the order's row lock: one change of an order at a time. */
  function underLock<T>(
    orderId: number,
    work: (tx: Executor, order: OrderRow, payment: repo.PaymentRow | undefined) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const order = await orderRows.lock(tx, orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      return work(tx, order, await repo.findPayment(tx, orderId));
    });
  }

  /** The order is placed and paid with this key. */
  const paidWith = (
    order: OrderRow | undefined,
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
   * holds the claim. Undo: `releaseHold`. A limited item's "1인 N개" is checked here under the
   * member's lock for that item, so that two payments of one member cannot both pass it.
   */
  function hold(orderId: number, paymentKey: string) {
    return underLock(orderId, async (tx, order, payment) => {
      if (order.status !== 'PAYMENT_PENDING') throw conflict(paymentMessages.notPending);
      if (!payment) throw conflict(paymentMessages.notRegistered);
      if (payment.status !== 'READY' && payment.status !== 'FAILED') return 'busy' as const;
      must(await repo.claimPayment(tx, payment.id, paymentKey), 'payment claimed meanwhile');
      await takeHold(tx, order);
      return 'held' as const;
    });
  }

  /** Takes the order's stock (within its limits), coupon and points, and marks them held. */
  async function takeHold(tx: Executor, order: OrderRow) {
    const lines = await orderRows.lines(tx, order.id);
    await assertLimitsHeld(tx, order, lines);
    const taken = lines.map((l) => ({
      optionId: l.optionId,
      quantity: l.quantity,
      orderId: order.id,
    }));
    await items.takeStock(tx, taken, {
      actorType: 'member',
      actorId: order.memberId,
    });
    await takeBenefits(tx, { coupons, points }, order);
    await orderRows.setHoldsStock(tx, order.id, true);
  }

  /**
   * An order whose coupon and points leave nothing to charge is placed by its member without the
   * provider: stock, coupon and points taken and the order placed in one transaction, or nothing
   * (a refusal answers 409 with its reason).
   */
  async function placeUncharged(orderId: number, memberId: number) {
    await underLock(orderId, async (tx, order, payment) => {
      if (order.status !== 'PAYMENT_PENDING') throw conflict(paymentMessages.notPending);
      if (order.totalPrice !== 0) throw conflict(paymentMessages.notFree);
      if (order.holdsStock || payment?.status === 'CONFIRMING') {
        throw conflict(paymentMessages.processing);
      }
      try {
        await takeHold(tx, order);
      } catch (error) {
        const refusal = holdRefusal(error);
        throw refusal ? conflict(refusal.failureMessage) : error;
      }
      await moveOrder(tx, order, {
        to: 'ORDER_PLACED',
        actor: { type: 'member', id: memberId },
        detail: { amount: 0, points: order.pointsUsed },
        patch: { paidAt: new Date(), holdsStock: true },
      });
      const owner = cartOwnerOf(order);
      if (owner) await cart.removeOrdered(tx, owner, order.cartIds);
    });
    items.invalidate();
  }

  /** PurchaseLimitError when the order's lines would take the member over an item's limit. */
  async function assertLimitsHeld(
    tx: Executor,
    order: OrderRow,
    lines: { optionId: number; quantity: number }[],
  ) {
    const options = new Map(
      (
        await items.findOptions(
          lines.map((l) => l.optionId),
          tx,
        )
      ).map((o) => [o.optionId, o]),
    );
    const limited = lines.flatMap((l) => {
      const option = options.get(l.optionId);
      return option ? [{ ...option, quantity: l.quantity }] : [];
    });
    if (order.memberId === null) {
      // A guest's order: a limit counted per member cannot be kept, so it cannot be bought.
      const item = limited.find((l) => l.maxPerMember !== null);
      if (item) throw new PurchaseLimitError({ ...item, maxPerMember: item.maxPerMember! }, 0);
      return;
    }
    await assertWithinLimits(tx, order.memberId, limited, { exceptOrderId: order.id, lock: true });
  }

  /** Records why a hold could not be taken, unless another call has claimed the payment since. */
  async function refuseHold(orderId: number, refusal: HoldRefusal, actor: Actor) {
    await underLock(orderId, async (tx, order, payment) => {
      if (payment && (payment.status === 'READY' || payment.status === 'FAILED')) {
        const failure = {
          failureCode: refusal.failureCode,
          failureMessage: refusal.failureMessage,
        };
        await repo.updatePayment(tx, payment.id, { status: 'FAILED', ...failure });
        await paymentFailed(tx, order, failure, actor);
      }
    });
  }

  /** The order's history notes a payment that did not go through; the order stays unpaid. */
  function paymentFailed(
    tx: Executor,
    order: OrderRow,
    failure: ReturnType<typeof failureOf>,
    actor: Actor,
  ) {
    return recordOrderEvent(tx, order, {
      actor,
      type: 'PAYMENT',
      reason: failure.failureMessage,
      detail: { failure_code: failure.failureCode },
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
    actor: Actor = { type: 'provider' },
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
      await releaseBenefits(tx, { coupons, points }, order, actor);
      await orderRows.setHoldsStock(tx, order.id, false);
      await repo.updatePayment(tx, payment.id, { status: 'FAILED', ...failure });
      await paymentFailed(tx, order, failure, actor);
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
        provider: await toss.confirm(db, { paymentKey, orderId, amount }, `confirm-${paymentKey}`),
      };
    } catch (error) {
      const known = await toss.getPaymentByOrderId(db, orderId).catch(() => undefined);
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
  async function markPaid(orderId: number, provider: TossPayment, actor: Actor) {
    await underLock(orderId, async (tx, order, payment) => {
      must(
        order.status === 'PAYMENT_PENDING' &&
          order.holdsStock &&
          payment?.status === 'CONFIRMING' &&
          chargeOf(provider, order, payment),
        'order not waiting for this payment',
      );
      await placePaid(tx, order, payment, provider, actor);
      const owner = cartOwnerOf(order);
      if (owner) await cart.removeOrdered(tx, owner, order.cartIds);
    });
    items.invalidate();
  }

  /** Takes back a confirmed payment that belongs to no standing order (same key: once only). */
  async function refundUnplaced(paymentKey: string, reason: string) {
    await toss.cancel(db, paymentKey, { cancelReason: reason }, `cancel-${paymentKey}-unplaced`);
  }

  async function current(orderId: number) {
    const order = await orderRows.find(db, orderId);
    return { order, payment: order && (await repo.findPayment(db, orderId)) };
  }

  /**
   * Holds stock, confirms and marks paid. A refusal releases the hold; an unknown outcome keeps
   * the payment CONFIRMING with its hold (a later success call or the webhook settles it); a
   * charge whose order cannot be placed is refunded. 'paid' only when the order is paid.
   */
  async function settle(
    orderId: number,
    paymentKey: string,
    merchantId: string,
    amount: number,
    actor: Actor,
  ) {
    try {
      if ((await hold(orderId, paymentKey)) === 'busy') return 'busy' as const;
    } catch (error) {
      const refusal = holdRefusal(error);
      if (refusal) {
        await refuseHold(orderId, refusal, actor);
        throw conflict(refusal.failureMessage);
      }
      throw error;
    }
    return confirmAndPlace(orderId, paymentKey, merchantId, amount, actor);
  }

  /**
   * Steps 2 and 3 for a payment that holds the order's stock: confirms (again, under the same
   * idempotency key, when an earlier attempt never got an answer) and marks paid.
   */
  async function confirmAndPlace(
    orderId: number,
    paymentKey: string,
    merchantId: string,
    amount: number,
    actor: Actor,
  ) {
    const outcome = await confirmWithProvider(paymentKey, merchantId, amount);
    if (outcome.kind === 'refused') {
      const failure = failureOf(outcome.error);
      await releaseHold(orderId, paymentKey, failure, actor).catch((error: unknown) => {
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
      if (outcome.provider.status === 'WAITING_FOR_DEPOSIT') {
        await deposits.markAwaitingDeposit(orderId, outcome.provider, actor);
      } else {
        await markPaid(orderId, outcome.provider, actor);
      }
    } catch (error) {
      // The webhook may have placed it meanwhile; otherwise the charge has no order to pay.
      const now = await current(orderId);
      if (paidWith(now.order, now.payment, paymentKey)) return 'paid' as const;
      await refundUnplaced(paymentKey, '주문 처리 중 오류로 결제를 취소합니다.').catch(() => {});
      await releaseHold(orderId, paymentKey, failureOf(error), actor).catch(() => {});
      if (error instanceof StaleOrderError) throw conflict(paymentMessages.notPending);
      throw error;
    }
    return 'paid' as const;
  }

  /**
   * A DONE payment at the provider that no standing order is paid with (its order cancelled,
   * or paid with another key) is refunded. Answers whether it was.
   */
  async function refundOrphan(provider: TossPayment, orderId: number) {
    if (provider.status !== 'DONE') return false;
    const now = await current(orderId);
    if (paidWith(now.order, now.payment, provider.paymentKey)) return false;
    if (now.order?.status === 'PAYMENT_PENDING' || now.order?.status === 'AWAITING_DEPOSIT') {
      return false;
    }
    await refundUnplaced(provider.paymentKey, '주문과 연결되지 않은 결제를 취소합니다.').catch(
      (error: unknown) => {
        throw providerError(error);
      },
    );
    return true;
  }

  /**
   * Cancels at the provider everything left of a payment, under the caller's lock. A lost answer
   * is looked up: a payment with nothing left was cancelled. Answers the provider's payment.
   */
  async function cancelWhole(
    tx: Executor,
    paymentKey: string,
    reason: string,
    idempotencyKey: string,
    orderNumber: string,
    refundTo?: TossRefundReceiveAccount,
  ) {
    try {
      return await toss.cancel(
        tx,
        paymentKey,
        { cancelReason: reason, ...(refundTo && { refundReceiveAccount: refundTo }) },
        idempotencyKey,
        orderNumber,
      );
    } catch (error) {
      const known = await toss.getPayment(tx, paymentKey, orderNumber).catch(() => undefined);
      if (known && known.balanceAmount === 0 && canceledAt(known) > 0) return known;
      throw providerError(error);
    }
  }

  const deposits = createDepositSteps({ ...deps, underLock });

  return {
    ...deposits,
    stockLines,
    underLock,
    paidWith,
    current,
    hold,
    refuseHold,
    releaseHold,
    markPaid,
    placeUncharged,
    refundUnplaced,
    settle,
    confirmAndPlace,
    refundOrphan,
    cancelWhole,
  };
}
