import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';

/** What an order notification tells its shopper. */
export const notificationEvents = labelledEnum({
  ORDER_PLACED: '주문 완료',
  DEPOSIT_GUIDE: '입금 안내',
  SHIPPED: '배송 시작',
  DELIVERED: '배송 완료',
  REFUNDED: '취소·환불 완료',
  CLAIM_UPDATED: '교환·반품 안내',
  REVIEW_REQUEST: '구매평 요청',
  RESTOCKED: '재입고 알림',
});
export type NotificationEvent = z.infer<typeof notificationEvents.schema>;

export const notificationChannels = labelledEnum({ mail: '메일', alimtalk: '알림톡' });
export type NotificationChannel = z.infer<typeof notificationChannels.schema>;

/** Pending until sent; failed once every attempt has failed. */
export const notificationStatuses = labelledEnum({
  pending: '발송 대기',
  sent: '발송 완료',
  failed: '발송 실패',
});
export type NotificationStatus = z.infer<typeof notificationStatuses.schema>;

export const notificationLabels = {
  title: '알림 발송',
  channel: '채널',
  event: '알림',
  recipient: '받는 곳',
  status: '상태',
  attempts: '시도',
  lastError: '마지막 오류',
  time: '시각',
  empty: '보낸 알림이 없습니다.',
  resend: '다시 보내기',
  resent: '다시 보내도록 예약했습니다.',
  notFound: '알림을 찾을 수 없습니다.',
  notFailed: '발송에 실패한 알림만 다시 보낼 수 있습니다.',
} as const;

/** One notification of an order as the back office sees it. */
export const orderNotificationSchema = z.object({
  notification_id: z.number().int(),
  event: notificationEvents.schema,
  channel: notificationChannels.schema,
  /** The mail address or phone number it goes to, as captured when it was queued. */
  recipient: z.string(),
  status: notificationStatuses.schema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When it went out; null until then. */
  sent_at: z.string().nullable(),
  /** When the next attempt is due while it is pending. */
  next_attempt_at: z.string().nullable(),
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;

export const orderNotificationListSchema = z.object({
  notifications: z.array(orderNotificationSchema),
});
export type OrderNotificationList = z.infer<typeof orderNotificationListSchema>;

export const notificationIdParamsSchema = z.object({ notification_id: idParamSchema });
