import {
  type AdminOrderDetail,
  type AdminOrderHoldRequest,
  type AdminOrderListQuery,
  type AdminOrderStatusRequest,
  type AdminRefundRequest,
  adminOrderDetailSchema,
  adminOrderListSchema,
} from '@shop/contract/admin-orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRecord, useAdminList, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/orders: by status and date, searched by order number or member. */
export const useAdminOrders = (query: AdminOrderListQuery) =>
  useAdminList(adminKeys.orders.list(query), '/orders', adminOrderListSchema, query);

/** GET /v1/admin/orders/{id}: lines, recipient, amounts, payment and the change history. */
const adminOrderQueryOptions = (id: number) =>
  adminRecord(adminKeys.orders.detail(id), `/orders/${id}`, adminOrderDetailSchema);

export const useAdminOrder = (id: number) => useQuery(adminOrderQueryOptions(id));

/** POST /v1/admin/orders/{id}/{action}: the order as it is now is cached, the rest reloads. */
function useOrderWrite<B>(id: number, action: 'status' | 'refund' | 'auto-hold') {
  const client = useQueryClient();
  const invalidate = useInvalidate(
    adminKeys.orders.lists(),
    adminKeys.dashboard.all,
    adminKeys.catalog.all,
    adminKeys.members.all,
  );
  return useAdminWrite(
    (body: B) => ({
      path: `/orders/${id}/${action}`,
      method: 'POST',
      body,
      schema: adminOrderDetailSchema,
    }),
    (order: AdminOrderDetail) => {
      client.setQueryData(adminOrderQueryOptions(order.order_id).queryKey, order);
      invalidate();
    },
  );
}

/** POST /v1/admin/orders/{id}/status: ship (carrier, tracking number) or mark delivered. */
export const useSetOrderStatus = (id: number) =>
  useOrderWrite<AdminOrderStatusRequest>(id, 'status');

/** POST /v1/admin/orders/{id}/refund: cancels or refunds through the payment provider. */
export const useRefundOrder = (id: number) => useOrderWrite<AdminRefundRequest>(id, 'refund');

/** POST /v1/admin/orders/{id}/auto-hold: out of the automatic 배송 완료 and 구매확정, or back. */
export const useHoldOrder = (id: number) => useOrderWrite<AdminOrderHoldRequest>(id, 'auto-hold');
