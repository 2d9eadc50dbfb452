import { createHash } from 'node:crypto';
import {
  type AdminOrderDetail,
  adminOrderMessages,
  type adminRefundRequestSchema,
  REFUNDABLE_STATUSES,
} from '@shop/contract/admin-orders';
import { planRefund, type RefundPlan } from '@shop/contract/admin-refunds';
import type { OrderStatus } from '@shop/contract/orders';
import type { TossPayment } from '@shop/contract/toss-payment';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { TossClient } from '../../integrations/toss/client';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { ItemService } from '../catalog/service';
import type { AdminOrderService } from '../orders/admin-service';
import {
  moveOrder,
  type OrderLineRow,
  type OrderRow,
  orderRows,
  recordOrderEvent,
} from '../orders/lifecycle-service';
import type { PointService } from '../points/service';
import { refundProviderError } from './errors';
import { type ReleaseServices, releaseBenefits, restorePoints } from './order-benefits';
import { createLedgeredProvider } from './provider';
import { canceledAt, recordProviderCancels } from './provider-cancels';
import { keepRefundDestination, refundDestination } from './refund-account';
import * as repo from './repo';
import type { PaymentService } from './service';

type RefundInput = z.output<typeof adminRefundRequestSchema>;

/**
 * A refund that completes a return (교환·반품): the shopper's shipping taken off the money, or the
 * amount the operator set; only the units passed inspection go back to sale.
 */
export interface ReturnRefund {
  fee: number;
  amount?: number | undefined;
  restockLineIds: number[];
}

/** The money a return gives back: the lines' share less the fee, or the operator's amount. */
export function returnAmount(planned: number, claim: ReturnRefund): number {
  if (claim.amount !== undefined) return Math.min(claim.amount, planned);
  return Math.max(0, planned - claim.fee);
}

export interface RefundDeps {
  db: Database;
  toss: TossClient;
  items: Pick<ItemService, 'restoreStock' | 'invalidate'>;
  coupons: ReleaseServices['coupons'];
  points: ReleaseServices['points'] & Pick<PointService, 'restoredToOrder'>;
  orders: Pick<AdminOrderService, 'detail'>;
  audit: AuditService;
  /** Closes the virtual account of an order still waiting for its deposit. */
  accounts: Pick<PaymentService, 'closeWaitingAccount'>;
  /** Told of every provider call's outcome (the metrics). */
  observeCall?: (operation: string, outcome: string) => void;
}

/** Payments the provider can still refund part of. */
const REFUNDABLE_PAYMENTS = ['DONE', 'PARTIAL_CANCELED'];

function planError(plan: Exclude<RefundPlan, { ok: true }>, lines: OrderLineRow[]) {
  if (plan.reason === 'nothing_left') return conflict(adminOrderMessages.nothingToRefund);
  const index = lines.findIndex((l) => l.id === plan.lineId);
  if (plan.reason === 'unknown_line') {
    return new HttpError(422, [
      { loc: ['body', 'lines'], msg: adminOrderMessages.lineNotFound, type: 'value_error' },
    ]);
  }
  const line = lines[index]!;
  return conflict(
    adminOrderMessages.lineQuantity(`${line.itemName} (${line.optionLabel})`, plan.left),
  );
}

/** The status a refund leaves the order in: cancelled before shipping, returned after. */
const statusAfter = (status: OrderStatus, complete: boolean): OrderStatus =>
  !complete ? status : status === 'ORDER_PLACED' ? 'ORDER_CANCELLED' : 'RETURNED';

/**
 * Cancels or refunds paid orders through the payment provider (docs/decisions/006-refunds.md).
 * Under the order's row lock: concurrent refunds of one order run one after the other and each
 * sees what the previous one gave back, so together they never exceed what was paid. The
 * request id makes a retry answer the order as it is; the provider's idempotency key names the
 * refund itself, so a retry after a lost answer cannot refund twice either, whatever its id, and
 * the money recorded is what the provider's cancels add up to.
 */
export function createRefundService(deps: RefundDeps) {
  const { db, items, coupons, points, orders, audit, accounts } = deps;
  const toss = createLedgeredProvider(deps.toss, deps.observeCall);

  /** The refund of `wanted` (everything left without it), as the order and its lines stand. */
  async function planFor(
    executor: Executor,
    order: OrderRow,
    lines: OrderLineRow[],
    wanted?: { lineId: number; quantity: number }[],
  ) {
    return planRefund(
      {
        itemsTotal: order.itemsTotal,
        discount: order.discount,
        totalPrice: order.totalPrice,
        refunded: order.refundedAmount,
        pointsUsed: order.pointsUsed,
        pointsReturned: await points.restoredToOrder(executor, order.id),
        lines: lines.map((l) => ({
          lineId: l.id,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          refundedQuantity: l.refundedQuantity,
        })),
      },
      wanted,
    );
  }

  async function alreadyDone(executor: Executor, orderId: number, requestId: string) {
    const event = await orderRows.findEventByRequestId(executor, requestId);
    if (!event) return false;
    if (event.orderId !== orderId) throw conflict(adminOrderMessages.requestIdReused);
    return true;
  }

  /**
   * Gives `amount` back through the provider and answers the provider's payment after it. The
   * idempotency key names the refund by what it asks on top of what the order's lines had
   * refunded, not by the request id: a retry of a refund whose answer was lost, under any id,
   * gets the provider's remembered answer instead of a second refund. A failed call is looked up:
   * cancels the provider carried out are taken as done.
   */
  async function refundWithProvider(
    tx: Executor,
    payment: repo.PaymentRow,
    orderId: number,
    amount: number,
    input: RefundInput,
    lines: OrderLineRow[],
    orderNumber: string,
  ): Promise<TossPayment> {
    if (!payment.paymentKey || !REFUNDABLE_PAYMENTS.includes(payment.status)) {
      throw conflict(adminOrderMessages.noPayment);
    }
    const asked = input.lines
      ? input.lines
          .map((l) => `${l.line_id}x${l.quantity}`)
          .sort()
          .join(',')
      : 'all';
    const before = lines.map((l) => `${l.id}:${l.refundedQuantity}`).join(',');
    const digest = createHash('sha256').update(`${before}|${asked}`).digest('hex').slice(0, 24);
    const refundTo = refundDestination(payment, input.refund_account);
    try {
      const answer = await toss.cancel(
        tx,
        payment.paymentKey,
        {
          cancelReason: input.reason,
          cancelAmount: amount,
          ...(refundTo && { refundReceiveAccount: refundTo }),
        },
        `refund-${orderId}-${digest}`,
        orderNumber,
      );
      await keepRefundDestination(tx, payment.id, refundTo);
      return answer;
    } catch (error) {
      const known = await toss
        .getPayment(tx, payment.paymentKey, orderNumber)
        .catch(() => undefined);
      if (known && canceledAt(known) > payment.canceledAmount) return known;
      throw refundProviderError(error);
    }
  }

  /**
   * An order still waiting for its deposit has no money to give back: its account is closed
   * (whole orders only). A deposit that arrived meanwhile makes it a paid order, refunded with
   * the shopper's account.
   */
  async function closeWaiting(adminId: number, order: OrderRow, input: RefundInput) {
    if (input.lines) throw conflict(adminOrderMessages.waitingWholeOnly);
    const closed = await accounts.closeWaitingAccount(
      order,
      { type: 'admin', id: adminId },
      { reason: input.reason, requestId: input.request_id },
    );
    if (!closed) throw conflict(adminOrderMessages.depositArrived);
    await audit.record({
      actorId: adminId,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      detail: {
        from: order.status,
        to: 'ORDER_CANCELLED',
        amount: 0,
        reason: input.reason,
        request_id: input.request_id,
      },
    });
  }

  return {
    /** What refunding `lines` of the order would give back now (0 when it cannot). */
    async plannedAmount(orderId: number, lines: { lineId: number; quantity: number }[]) {
      const order = await orderRows.find(db, orderId);
      if (!order) return 0;
      const plan = await planFor(db, order, await orderRows.lines(db, orderId), lines);
      return plan.ok ? plan.amount : 0;
    },

    async refund(
      adminId: number,
      orderId: number,
      input: RefundInput,
      claim?: ReturnRefund,
    ): Promise<AdminOrderDetail> {
      if (await alreadyDone(db, orderId, input.request_id)) return orders.detail(orderId);
      const waiting = await orderRows.find(db, orderId);
      if (waiting?.status === 'AWAITING_DEPOSIT') {
        await closeWaiting(adminId, waiting, input);
        return orders.detail(orderId);
      }
      const done = await db
        .transaction(async (tx) => {
          const order = await orderRows.lock(tx, orderId);
          if (!order) throw new HttpError(404, adminOrderMessages.notFound);
          if (await alreadyDone(tx, orderId, input.request_id)) return false;
          if (!REFUNDABLE_STATUSES.includes(order.status)) {
            throw conflict(adminOrderMessages.notRefundable);
          }
          const lines = await orderRows.lines(tx, orderId);
          const plan = await planFor(
            tx,
            order,
            lines,
            input.lines?.map((l) => ({ lineId: l.line_id, quantity: l.quantity })),
          );
          if (!plan.ok) throw planError(plan, lines);
          const amount = claim ? returnAmount(plan.amount, claim) : plan.amount;

          const to = statusAfter(order.status, plan.complete);
          const refunded = plan.lines.map((l) => {
            const line = lines.find((x) => x.id === l.lineId)!;
            return {
              line_id: l.lineId,
              item_name: line.itemName,
              option: line.optionLabel,
              quantity: l.quantity,
            };
          });
          // Claims the request id before any money moves: a reuse elsewhere fails here, not at Toss.
          const actor = { type: 'admin' as const, id: adminId };
          await recordOrderEvent(
            tx,
            order,
            {
              actor,
              type: 'REFUND',
              amount,
              reason: input.reason,
              detail: {
                lines: refunded,
                complete: plan.complete,
                points: plan.points,
                ...(claim && { fee: plan.amount - amount }),
              },
              requestId: input.request_id,
            },
            to,
          );
          const payment = await repo.findPayment(tx, orderId);
          const provider =
            amount > 0 && payment
              ? await refundWithProvider(
                  tx,
                  payment,
                  orderId,
                  amount,
                  input,
                  lines,
                  order.merchantId,
                )
              : undefined;
          if (amount > 0 && !provider) throw conflict(adminOrderMessages.noPayment);

          for (const line of plan.lines) {
            if (!(await orderRows.addRefundedQuantity(tx, line.lineId, line.quantity))) {
              throw conflict(adminOrderMessages.nothingToRefund);
            }
          }
          await items.restoreStock(
            tx,
            plan.lines
              .filter((l) => !claim || claim.restockLineIds.includes(l.lineId))
              .map((l) => ({
                optionId: lines.find((line) => line.id === l.lineId)!.optionId,
                quantity: l.quantity,
              })),
            { reason: claim ? 'return' : 'refund', actorType: 'admin', actorId: adminId, orderId },
          );
          // The money given back is what the provider says; nothing left there finishes the order.
          if (provider && payment) {
            await recordProviderCancels(tx, { items, coupons, points }, order, payment, provider, {
              actor,
              reason: input.reason,
              record: false,
            });
          }
          if (plan.complete && !(provider && provider.balanceAmount === 0)) {
            await moveOrder(tx, order, {
              to,
              actor,
              patch: { cancelledAt: new Date(), holdsStock: false },
              alreadyRecorded: true,
            });
            await releaseBenefits(tx, { coupons, points }, order, actor);
          } else if (!plan.complete && plan.points > 0) {
            await restorePoints(tx, { points }, order, actor, plan.points);
          }
          await audit.record(
            {
              actorId: adminId,
              action: 'order.refund',
              targetType: 'order',
              targetId: orderId,
              detail: {
                from: order.status,
                to,
                amount,
                points: plan.points,
                reason: input.reason,
                lines: refunded,
                request_id: input.request_id,
              },
            },
            tx,
          );
          return true;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) === 'order_events_request_id_unique') {
            throw conflict(adminOrderMessages.requestIdReused);
          }
          throw error;
        });
      if (done) items.invalidate();
      return orders.detail(orderId);
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
