import { claimMessages } from '@shop/contract/claim-rules';
import { orderMessages } from '@shop/contract/order-messages';
import type { Order } from '@shop/contract/orders';
import { addDays, PURCHASE_RULES } from '@shop/contract/point-rules';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { PointService } from '../points/service';
import { confirmPointsOf } from './present';
import * as repo from './repo';
import type { OrderService } from './service';
import { type Actor, moveOrder } from './transitions';

/** Orders the job moves on per run and per step; the next run takes the rest. */
const DUE_BATCH = 200;

/** When an order not marked delivered counts as delivered: some days after it shipped. */
const deliveredBy = (shippedAt: Date | null, at: Date) =>
  shippedAt ? addDays(shippedAt, PURCHASE_RULES.autoDeliverAfterDays) : at;

export interface AfterDeliveryOutcome {
  delivered: number;
  confirmed: number;
  /** Orders that moved on between the listing and the change, left as they are. */
  skipped: number;
  failed: { merchantId: string; reason: string }[];
}

/**
 * 구매확정: the buyer confirms a delivered order, or the job does it some days after delivery
 * (and first counts as delivered an order shipped long enough ago). The move and the points it
 * earns are one transaction under the order's row lock; confirming twice changes nothing.
 */
export function createPurchaseConfirmation({
  db,
  orders,
  points,
  openClaims,
  now = () => new Date(),
}: {
  db: Database;
  orders: Pick<OrderService, 'present' | 'ownOrder'>;
  points: Pick<PointService, 'earnForOrder'>;
  /** Whether a 교환·반품 still being handled holds the order (it cannot be confirmed until then). */
  openClaims: (executor: Executor, orderId: number) => Promise<boolean>;
  now?: () => Date;
}) {
  async function confirmLocked(tx: Executor, orderId: number, actor: Actor, at: Date) {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    if (order.status === 'PURCHASE_CONFIRMED') return order;
    // The operator's hold stops the job, not the buyer's own confirmation.
    if (actor.type === 'system' && order.autoHoldReason !== null) return order;
    if (order.status !== 'DELIVERED') throw conflict(orderMessages.notConfirmable);
    if (await openClaims(tx, order.id)) throw conflict(claimMessages.openClaim);
    const earned = confirmPointsOf(order);
    const moved = await moveOrder(tx, order, {
      to: 'PURCHASE_CONFIRMED',
      actor,
      patch: { confirmedAt: at },
      detail: order.memberId === null ? {} : { points: earned },
    });
    if (order.memberId !== null) {
      await points.earnForOrder(tx, {
        memberId: order.memberId,
        orderId: order.id,
        amount: earned,
        at,
        actor,
      });
    }
    return moved;
  }

  const confirm = (orderId: number, actor: Actor) =>
    db.transaction((tx) => confirmLocked(tx, orderId, actor, now()));

  /** Runs `step` on each listed order in its own transaction; one failure does not stop the rest. */
  async function eachDue(
    listed: { id: number; merchantId: string }[],
    step: (tx: Executor, orderId: number) => Promise<boolean>,
    outcome: AfterDeliveryOutcome,
    count: 'delivered' | 'confirmed',
  ) {
    for (const { id, merchantId } of listed) {
      try {
        if (await db.transaction((tx) => step(tx, id))) outcome[count] += 1;
        else outcome.skipped += 1;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) outcome.skipped += 1;
        else {
          outcome.failed.push({
            merchantId,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
  }

  return {
    /** The member confirms their own order (404 for anybody else's). */
    async confirmMember(memberId: number, orderId: number): Promise<Order> {
      await orders.ownOrder(memberId, orderId);
      return orders.present(await confirm(orderId, { type: 'member', id: memberId }));
    },

    /** A guest confirms the order they looked up. */
    async confirmGuest(order: repo.OrderRow): Promise<void> {
      await confirm(order.id, { type: 'guest' });
    },

    /**
     * The job at `at`: orders shipped `autoDeliverAfterDays` ago count as delivered, then orders
     * delivered `autoConfirmAfterDays` ago are confirmed, their points earned.
     */
    async runDue(at: Date): Promise<AfterDeliveryOutcome> {
      const outcome: AfterDeliveryOutcome = { delivered: 0, confirmed: 0, skipped: 0, failed: [] };
      const system: Actor = { type: 'system' };
      const shippedBefore = addDays(at, -PURCHASE_RULES.autoDeliverAfterDays);
      await eachDue(
        await repo.listDueOrders(db, 'SHIPPED', shippedBefore, DUE_BATCH),
        async (tx, id) => {
          const order = await repo.lockOrder(tx, id);
          if (order?.status !== 'SHIPPED' || order.autoHoldReason !== null) return false;
          await moveOrder(tx, order, {
            to: 'DELIVERED',
            actor: system,
            patch: { deliveredAt: deliveredBy(order.shippedAt, at) },
            reason: `발송 후 ${PURCHASE_RULES.autoDeliverAfterDays}일이 지나 배송 완료로 처리`,
          });
          return true;
        },
        outcome,
        'delivered',
      );
      const deliveredBefore = addDays(at, -PURCHASE_RULES.autoConfirmAfterDays);
      await eachDue(
        await repo.listDueOrders(db, 'DELIVERED', deliveredBefore, DUE_BATCH),
        async (tx, id) => {
          const order = await confirmLocked(tx, id, system, at);
          return order.confirmedAt?.getTime() === at.getTime();
        },
        outcome,
        'confirmed',
      );
      return outcome;
    },
  };
}
export type PurchaseConfirmation = ReturnType<typeof createPurchaseConfirmation>;
