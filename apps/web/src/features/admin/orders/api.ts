import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderStatusRequest,
  type AdminRefundRequest,
  adminOrderDetailSchema,
  adminOrderListSchema,
} from '@shop/contract/admin-orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminPath, useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/orders: by status and date, searched by order number or member. */
export const useAdminOrders = (query: AdminOrderListQuery) =>
  useAdminList(adminKeys.orders.list(query), '/orders', adminOrderListSchema, query);

/** GET /v1/admin/orders/{id}: lines, recipient, amounts, payment and the change history. */
export const fetchAdminOrder = (id: number): Promise<AdminOrderDetail> =>
  adminApi(adminPath(`/orders/${id}`), { schema: adminOrderDetailSchema });

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.orders.detail(id), queryFn: () => fetchAdminOrder(id) });

export const useAdminOrder = (id: number) => useQuery(adminOrderQueryOptions(id));

function useOrderChanged() {
  const client = useQueryClient();
  return (order: AdminOrderDetail) => {
    client.setQueryData(adminOrderQueryOptions(order.order_id).queryKey, order);
    void client.invalidateQueries({ queryKey: adminKeys.orders.lists() });
    void client.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    void client.invalidateQueries({ queryKey: adminKeys.catalog.all });
    void client.invalidateQueries({ queryKey: adminKeys.members.all });
  };
}

/** POST /v1/admin/orders/{id}/status: ship (carrier, tracking number) or mark delivered. */
export function useSetOrderStatus(id: number) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (body: AdminOrderStatusRequest) =>
      adminApi(adminPath(`/orders/${id}/status`), {
        method: 'POST',
        body,
        schema: adminOrderDetailSchema,
      }),
    onSuccess: changed,
  });
}

/** POST /v1/admin/orders/{id}/refund: cancels or refunds through the payment provider. */
export function useRefundOrder(id: number) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) =>
      adminApi(adminPath(`/orders/${id}/refund`), {
        method: 'POST',
        body,
        schema: adminOrderDetailSchema,
      }),
    onSuccess: changed,
  });
}
