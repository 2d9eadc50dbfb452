import { orderNotificationListSchema } from '@shop/contract/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRecord, useAdminWrite } from '../api-client';
import { adminKeys } from '../query-keys';

/** Polled this often while a notification of the order is still waiting to go out. */
const PENDING_POLL_MS = 3_000;

/**
 * GET /v1/admin/orders/{id}/notifications. `changes` (the order's event count) is part of the
 * key: a change of the order queues new notifications, so the list is read again.
 */
const notificationsQuery = (orderId: number, changes: number) =>
  adminRecord(
    [...adminKeys.orders.detail(orderId), 'notifications', changes],
    `/orders/${orderId}/notifications`,
    orderNotificationListSchema,
  );

export const useOrderNotifications = (orderId: number, changes: number) =>
  useQuery({
    ...notificationsQuery(orderId, changes),
    refetchInterval: (query) =>
      query.state.data?.notifications.some((n) => n.status === 'pending') ? PENDING_POLL_MS : false,
  });

/** POST /v1/admin/notifications/{id}/resend: a failed notification gets new attempts. */
export function useResendNotification(orderId: number, changes: number) {
  const client = useQueryClient();
  return useAdminWrite(
    (notificationId: number) => ({
      path: `/notifications/${notificationId}/resend`,
      method: 'POST',
      schema: orderNotificationListSchema,
    }),
    (answer) => client.setQueryData(notificationsQuery(orderId, changes).queryKey, answer),
  );
}
