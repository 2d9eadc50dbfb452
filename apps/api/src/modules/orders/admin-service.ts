import { adminMessages } from '@shop/contract/admin';
import {
  type AdminOrderDetail,
  type AdminOrderHoldRequest,
  type AdminOrderList,
  type AdminOrderRow,
  type adminOrderListQuerySchema,
  adminOrderMessages,
  type adminOrderStatusRequestSchema,
} from '@shop/contract/admin-orders';
import { canMoveOrder } from '@shop/contract/order-states';
import { type OrderStatus, orderStatuses } from '@shop/contract/orders';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageInfo, pageWindow } from '../../lib/paging';
import { seoulDayEnd, seoulDayStart } from '../../lib/seoul-days';
import type { AuditService } from '../audit/service';
import type { PointService } from '../points/service';
import { toOrderDetail, toOrderRow } from './admin-present';
import * as repo from './repo';
import { moveOrder, recordOrderEvent } from './transitions';

type ListQuery = z.output<typeof adminOrderListQuerySchema>;
type StatusInput = z.output<typeof adminOrderStatusRequestSchema>;
export interface OrderFilterInput {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  paid_from?: string | undefined;
  paid_to?: string | undefined;
  q?: string | undefined;
}

/**
 * The list's filters as instants: `from` and `to` (ordered), `paid_from` and `paid_to` (paid)
 * are Seoul days, both included.
 */
export function orderFilter(input: OrderFilterInput): repo.OrderFilter {
  const reversed = (from?: string, to?: string) => from && to && from > to;
  if (reversed(input.from, input.to) || reversed(input.paid_from, input.paid_to)) {
    throw badRequest(adminMessages.badDateRange);
  }
  return {
    status: input.status,
    from: input.from ? seoulDayStart(input.from) : undefined,
    to: input.to ? seoulDayEnd(input.to) : undefined,
    paidFrom: input.paid_from ? seoulDayStart(input.paid_from) : undefined,
    paidTo: input.paid_to ? seoulDayEnd(input.paid_to) : undefined,
    q: input.q,
  };
}

const badTransition = (from: OrderStatus, to: OrderStatus) =>
  conflict(adminOrderMessages.badTransition(orderStatuses.labels[from], orderStatuses.labels[to]));

/** Orders as the back office sees them, and their moves along the lifecycle. */
export function createAdminOrderService({
  db,
  audit,
  points,
  payments,
}: {
  db: Database;
  audit: AuditService;
  points: Pick<PointService, 'restoredToOrder'>;
  /** The order's payment, presented by the payments module. */
  payments: {
    present(executor: Executor, order: repo.OrderRow): Promise<AdminOrderDetail['payment']>;
  };
}) {
  async function detail(id: number, executor: Executor = db): Promise<AdminOrderDetail> {
    const row = await repo.findOrderWithMember(executor, id);
    if (!row) throw notFound(adminOrderMessages.notFound);
    const { couponId } = row.order;
    return toOrderDetail({
      row,
      lines: await repo.listOrderLines(executor, [id]),
      payment: await payments.present(executor, row.order),
      couponName: couponId === null ? undefined : await repo.findCouponName(executor, couponId),
      pointsReturned: row.order.pointsUsed > 0 ? await points.restoredToOrder(executor, id) : 0,
      events: await repo.listEvents(executor, id),
    });
  }

  async function locked(tx: Executor, id: number) {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound(adminOrderMessages.notFound);
    return order;
  }

  return {
    detail: (id: number) => detail(id),

    async list(query: ListQuery): Promise<AdminOrderList> {
      const filter = orderFilter(query);
      const rows = await repo.listOrders(db, filter, pageWindow(query));
      const total = await repo.countOrders(db, filter);
      return {
        orders: rows.map(toOrderRow),
        ...pageInfo(query, total),
        status_counts: await repo.countByStatusWhere(db, filter),
      };
    },

    /** A member's orders, newest first, unpaid ones included (the member page). */
    async ofMember(memberId: number, limit = 100): Promise<AdminOrderRow[]> {
      const rows = await repo.listOrders(db, { memberId, withPending: true }, { limit, offset: 0 });
      return rows.map(toOrderRow);
    },

    /** Every order matching the filters, for the CSV export (at most `limit`). */
    async exportRows(input: OrderFilterInput, limit: number) {
      return repo.listOrders(db, orderFilter(input), { limit, offset: 0 });
    },

    /**
     * ORDER_PLACED → SHIPPED (carrier and tracking number) → DELIVERED, under the order's row
     * lock. Asking again for the state the order is in changes nothing.
     */
    /**
     * Holds the order out of the automatic 배송 완료 and 구매확정 (a parcel reported lost, a
     * dispute), or lets it follow them again; recorded on the order and audited.
     */
    async setAutoHold(adminId: number, id: number, input: AdminOrderHoldRequest) {
      await db.transaction(async (tx) => {
        const order = await locked(tx, id);
        const reason = input.hold ? input.reason : null;
        if (order.autoHoldReason === reason) return;
        await repo.updateOrder(tx, id, { autoHoldReason: reason });
        const detail = { hold: input.hold, previous: order.autoHoldReason };
        await recordOrderEvent(tx, order, {
          actor: { type: 'admin', id: adminId },
          type: 'HOLD',
          reason,
          detail,
        });
        await audit.record(
          {
            actorId: adminId,
            action: 'order.hold',
            targetType: 'order',
            targetId: id,
            detail: { ...detail, reason },
          },
          tx,
        );
      });
      return detail(id);
    },

    async changeStatus(adminId: number, id: number, input: StatusInput): Promise<AdminOrderDetail> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id);
        const now = new Date();
        const actor = { type: 'admin' as const, id: adminId };
        const audited = (
          action: 'order.status' | 'order.tracking',
          to: OrderStatus,
          what: object,
        ) =>
          audit.record(
            {
              actorId: adminId,
              action,
              targetType: 'order',
              targetId: id,
              detail: { from: order.status, to, ...what },
            },
            tx,
          );
        const move = async (to: OrderStatus, patch: Partial<repo.OrderRow>, what: object) => {
          if (!canMoveOrder(order.status, to, 'admin')) throw badTransition(order.status, to);
          await moveOrder(tx, order, { to, actor, patch, detail: { ...what } });
          await audited('order.status', to, what);
        };

        if (input.status === 'SHIPPED') {
          const shipment = { carrier: input.carrier, tracking_number: input.tracking_number };
          if (order.status === 'SHIPPED') {
            if (order.carrier !== input.carrier || order.trackingNumber !== input.tracking_number) {
              await repo.updateOrder(tx, id, {
                carrier: input.carrier,
                trackingNumber: input.tracking_number,
              });
              const what = {
                ...shipment,
                previous: { carrier: order.carrier, tracking_number: order.trackingNumber },
              };
              await recordOrderEvent(tx, order, { actor, type: 'TRACKING', detail: what });
              await audited('order.tracking', 'SHIPPED', what);
            }
          } else {
            await move(
              'SHIPPED',
              { carrier: input.carrier, trackingNumber: input.tracking_number, shippedAt: now },
              shipment,
            );
          }
        } else if (order.status !== 'DELIVERED') {
          await move('DELIVERED', { deliveredAt: now }, {});
        }
        return detail(id, tx);
      });
    },
  };
}
export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
