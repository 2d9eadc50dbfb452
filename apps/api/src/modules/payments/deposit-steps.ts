import { createHash, timingSafeEqual } from 'node:crypto';
import { bankName } from '@shop/contract/banks';
import type { TossPayment } from '@shop/contract/toss-payment';
import type { Executor } from '../../db/client';
import type { CartService } from '../cart/service';
import type { ItemService } from '../catalog/service';
import {
  type Actor,
  cartOwnerOf,
  moveOrder,
  must,
  type OrderRow,
  orderRows,
} from '../orders/lifecycle-service';
import { type ReleaseServices, releaseBenefits } from './order-benefits';
import * as repo from './repo';

export interface DepositStepDeps {
  items: Pick<ItemService, 'restoreStock' | 'invalidate'>;
  cart: Pick<CartService, 'removeOrdered'>;
  coupons: ReleaseServices['coupons'];
  points: ReleaseServices['points'];
  underLock<T>(
    orderId: number,
    work: (tx: Executor, order: OrderRow, payment: repo.PaymentRow | undefined) => Promise<T>,
  ): Promise<T>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Whether `secret` is the one the provider gave with the account, compared in constant time. */
export function secretMatches(payment: repo.PaymentRow, secret: string) {
  if (!payment.depositSecretHash) return false;
  return timingSafeEqual(sha256(secret), Buffer.from(payment.depositSecretHash, 'hex'));
}

/**
 * How the shopper paid, as the provider says (the order sheet's claim is only a hint): an easy
 * pay by its name (토스페이, …), else the method (카드, 계좌이체, 가상계좌, 휴대폰).
 */
export const paidBy = (provider: TossPayment, fallback: string) =>
  provider.easyPay?.provider ?? provider.method ?? fallback;

/** The provider took the order's total under the payment's key. */
export const chargeOf = (
  provider: TossPayment,
  order: OrderRow,
  payment: repo.PaymentRow,
): boolean =>
  payment.paymentKey === provider.paymentKey &&
  provider.status === 'DONE' &&
  provider.totalAmount === order.totalPrice;

/**
 * Marks the order paid with the provider's charge, under the caller's lock (the caller checked
 * the order waits for it): ORDER_PLACED with `paid_at`, the payment DONE with the provider's method.
 */
export async function placePaid(
  tx: Executor,
  order: OrderRow,
  payment: repo.PaymentRow,
  provider: TossPayment,
  actor: Actor,
) {
  const paidAt = provider.approvedAt ? new Date(provider.approvedAt) : new Date();
  await moveOrder(tx, order, {
    to: 'ORDER_PLACED',
    actor: { type: 'provider', id: actor.id ?? null },
    detail: { payment_key: provider.paymentKey, amount: provider.totalAmount },
    patch: { paidAt, paymentMethod: paidBy(provider, order.paymentMethod) },
  });
  await repo.updatePayment(tx, payment.id, {
    status: 'DONE',
    method: paidBy(provider, payment.method),
    paymentKey: provider.paymentKey,
    approvedAt: paidAt,
    failureCode: null,
    failureMessage: null,
  });
}

/** '2026-03-01 23:59', in Seoul time, as the deposit notices write a due date. */
export function seoulMinute(at: Date) {
  const seoul = new Date(at.getTime() + 9 * 3600_000).toISOString();
  return `${seoul.slice(0, 10)} ${seoul.slice(11, 16)}`;
}

/**
 * The steps of a virtual-account payment (docs/decisions/028-virtual-accounts.md): the order waits
 * for the deposit holding its stock and coupon, the deposit places it, an account closed unpaid
 * gives everything back. Each under the order's row lock and guarded like the card steps.
 */
export function createDepositSteps({ items, cart, coupons, points, underLock }: DepositStepDeps) {
  /**
   * The confirmation issued an account: the order waits for the deposit with what it holds, its
   * cart lines are gone, and the shopper is sent the account (the move's 입금 안내 notice).
   */
  async function markAwaitingDeposit(orderId: number, provider: TossPayment, actor: Actor) {
    const account = provider.virtualAccount;
    await underLock(orderId, async (tx, order, payment) => {
      must(
        order.status === 'PAYMENT_PENDING' &&
          order.holdsStock &&
          payment?.status === 'CONFIRMING' &&
          payment.paymentKey === provider.paymentKey &&
          provider.status === 'WAITING_FOR_DEPOSIT' &&
          account !== null &&
          provider.secret !== null &&
          provider.totalAmount === order.totalPrice,
        'order not waiting for this account',
      );
      const dueAt = new Date(account.dueDate);
      await repo.updatePayment(tx, payment.id, {
        status: 'WAITING_FOR_DEPOSIT',
        method: paidBy(provider, payment.method),
        virtualAccount: {
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          holderName: account.customerName,
        },
        depositDueAt: dueAt,
        depositSecretHash: sha256(provider.secret).toString('hex'),
        failureCode: null,
        failureMessage: null,
      });
      await moveOrder(tx, order, {
        to: 'AWAITING_DEPOSIT',
        actor: { type: 'provider', id: actor.id ?? null },
        detail: {
          payment_key: provider.paymentKey,
          deposit: {
            bank: bankName(account.bankCode),
            accountNumber: account.accountNumber,
            accountHolder: account.customerName,
            amount: order.totalPrice,
            dueDate: seoulMinute(dueAt),
          },
        },
        patch: { paymentMethod: paidBy(provider, order.paymentMethod) },
      });
      const owner = cartOwnerOf(order);
      if (owner) await cart.removeOrdered(tx, owner, order.cartIds);
    });
  }

  /** The deposit arrived (the provider says DONE): the order is paid. */
  async function markDeposited(orderId: number, provider: TossPayment) {
    await underLock(orderId, async (tx, order, payment) => {
      must(
        order.status === 'AWAITING_DEPOSIT' &&
          payment?.status === 'WAITING_FOR_DEPOSIT' &&
          chargeOf(provider, order, payment),
        'order not waiting for this deposit',
      );
      await placePaid(tx, order, payment, provider, { type: 'provider' });
    });
  }

  /**
   * The account is closed before any deposit (expired, or cancelled at the provider): the stock
   * and coupon go back and the order is cancelled. `closeAtProvider` runs first under the lock,
   * for a close the shop asks for.
   */
  async function closeAccount(
    orderId: number,
    paymentKey: string,
    outcome: {
      status: 'EXPIRED' | 'CANCELED';
      actor: Actor;
      reason: string;
      /** The operator's request id: the same request again is the same close. */
      requestId?: string | undefined;
    },
    closeAtProvider?: (tx: Executor) => Promise<unknown>,
  ) {
    await underLock(orderId, async (tx, order, payment) => {
      must(
        order.status === 'AWAITING_DEPOSIT' &&
          payment?.status === 'WAITING_FOR_DEPOSIT' &&
          payment.paymentKey === paymentKey,
        'account no longer waiting',
      );
      await closeAtProvider?.(tx);
      await items.restoreStock(tx, await orderRows.stockLines(tx, order.id), {
        reason: 'cancel',
        actorType: outcome.actor.type,
        actorId: outcome.actor.id ?? null,
      });
      await releaseBenefits(tx, { coupons, points }, order, outcome.actor);
      await repo.updatePayment(tx, payment.id, { status: outcome.status });
      await moveOrder(tx, order, {
        to: 'ORDER_CANCELLED',
        actor: outcome.actor,
        reason: outcome.reason,
        ...(outcome.requestId !== undefined && { requestId: outcome.requestId }),
        patch: { cancelledAt: new Date(), holdsStock: false },
      });
    });
    items.invalidate();
  }

  return { markAwaitingDeposit, markDeposited, closeAccount };
}
