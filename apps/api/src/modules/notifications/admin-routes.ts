import { adminOrderIdParamsSchema } from '@shop/contract/admin-orders';
import {
  notificationIdParamsSchema,
  orderNotificationListSchema,
} from '@shop/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { NotificationService } from './service';

export const adminNotificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  const route = adminRoute('admin: notifications');

  app.get(
    '/orders/:order_id/notifications',
    route('주문 알림 발송 내역 (메일·알림톡, 상태, 시도 횟수, 마지막 오류)', {
      params: adminOrderIdParamsSchema,
      response: ok(orderNotificationListSchema, 401, 403, 422),
    }),
    async (request) => ({
      notifications: await notifications.forOrder(request.params.order_id),
    }),
  );

  app.post(
    '/notifications/:notification_id/resend',
    route('발송에 실패한 알림 다시 보내기 (시도 횟수를 새로 시작)', {
      params: notificationIdParamsSchema,
      response: ok(orderNotificationListSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => {
      const orderId = await notifications.resend(request.params.notification_id);
      return { notifications: orderId === null ? [] : await notifications.forOrder(orderId) };
    },
  );
};
