import { adminOrderMessages, type orderEventTypes } from '@shop/contract/admin-orders';
import { canMoveOrder, type OrderActor } from '@shop/contract/order-states';
import { orderStatuses } from '@shop/contract/orders';
import { paymentMessages } from '@shop/contract/payments';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { queueOrderNotices } from '../notifications/service';
import type { OrderRow, OrderStatus } from './repo';
import * as repo from './repo';

type EventType = (typeof orderEventTypes.values)[number];

/** Who changed an order: the kind of actor, and the member (shopper or operator) if any. */
export interface Actor {
  type: OrderActor;
  id?: number | null;
}

export interface OrderEventInput {
  actor: Actor;
  type?: EventType;
  reason?: string | null;
  /** Won given back by this change. */
  amount?: number;
  detail?: Record<string, unknown>;
  /** A retry with the same id is the same change. */
  requestId?: string;
}

export interface OrderMove extends OrderEventInput {
  to: OrderStatus;
  /** Columns that change with the status (paid_at, carrier, …). */
  patch?: Partial<OrderRow>;
  /** The caller wrote this change's event already in the same transaction (a refund's). */
  alreadyRecorded?: boolean;
}

/**
 * A guarded change whose precondition no longer holds: another call moved the order first.
 * Unhandled, the caller hears 409 "being processed".
 */
export class StaleOrderError extends HttpError {
  constructor(readonly what: string) {
    super(409, paymentMessages.processing);
  }
}

/** A move the order state table does not allow for that actor. */
export class RefusedMoveError extends HttpError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    readonly actor: OrderActor,
  ) {
    super(
      409,
      adminOrderMessages.badTransition(orderStatuses.labels[from], orderStatuses.labels[to]),
    );
  }
}

export function must(condition: boolean, what: string): asserts condition {
  if (!condition) throw new StaleOrderError(what);
}

/**
 * Records a change of the order (a move's, or one that is not a move: tracking edited, part
 * refunded, payment) and queues the notices it calls for in the same transaction. `after` is
 * the order as the change leaves it.
 */
export async function recordOrderEvent(
  tx: Executor,
  order: OrderRow,
  event: OrderEventInput,
  to: OrderStatus = order.status,
  after: OrderRow = order,
) {
  const type = event.type ?? 'STATUS';
  const amount = event.amount ?? 0;
  const eventId = await repo.insertEvent(tx, {
    orderId: order.id,
    actorType: event.actor.type,
    actorId: event.actor.id ?? null,
    type,
    fromStatus: order.status,
    toStatus: to,
    amount,
    reason: event.reason ?? null,
    detail: event.detail ?? {},
    ...(event.requestId === undefined ? {} : { requestId: event.requestId }),
  });
  await queueOrderNotices(tx, {
    eventId,
    type,
    from: order.status,
    to,
    amount,
    detail: event.detail ?? {},
    order: after,
    guest: () => repo.findGuestOrderer(tx, order.id),
  });
}

/**
 * The one way an order's status changes. The caller holds the order's row lock and passes the
 * row it read under it; the move must be in the contract's ORDER_TRANSITIONS for the actor
 * (else RefusedMoveError) and the row must still be in that status (else StaleOrderError).
 * Writes the order_events row with the actor in the same transaction. Answers the moved order.
 */
export async function moveOrder(tx: Executor, order: OrderRow, move: OrderMove): Promise<OrderRow> {
  if (!canMoveOrder(order.status, move.to, move.actor.type)) {
    throw new RefusedMoveError(order.status, move.to, move.actor.type);
  }
  const moved = await repo.transitionOrder(tx, order.id, order.status, {
    ...move.patch,
    status: move.to,
  });
  must(moved !== undefined, `order ${order.id} left ${order.status}`);
  if (!move.alreadyRecorded) await recordOrderEvent(tx, order, move, move.to, moved);
  return moved;
}
