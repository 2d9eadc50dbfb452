import type { Executor } from '../../db/client';
import * as repo from './repo';

export type { OrderLineRow, OrderRow, OrderStatus } from './repo';
export {
  type Actor,
  moveOrder,
  must,
  RefusedMoveError,
  recordOrderEvent,
  StaleOrderError,
} from './transitions';

/**
 * What the payments module may do to an order, inside its own transaction: read and lock the
 * row, mark the stock held, count refunded units and money, and move it through
 * `moveOrder`. Nothing else writes the order tables.
 */
export const orderRows = {
  find: repo.findOrderById,
  findByNumber: repo.findOrderByMerchantId,
  lock: repo.lockOrder,
  lines: (executor: Executor, orderId: number) => repo.listOrderLines(executor, [orderId]),
  async stockLines(executor: Executor, orderId: number) {
    return (await repo.listOrderLines(executor, [orderId])).map((l) => ({
      optionId: l.optionId,
      quantity: l.quantity,
      orderId,
    }));
  },
  setHoldsStock: (tx: Executor, orderId: number, holdsStock: boolean) =>
    repo.updateOrder(tx, orderId, { holdsStock }),
  setRefundedAmount: (tx: Executor, orderId: number, refundedAmount: number) =>
    repo.updateOrder(tx, orderId, { refundedAmount }),
  refundRemainingUnits: repo.refundRemainingUnits,
  addRefundedQuantity: repo.addRefundedQuantity,
  findEventByRequestId: repo.findEventByRequestId,
};
