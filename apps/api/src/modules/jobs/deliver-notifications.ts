import type { NotificationService } from '../notifications/service';
import { defineJob } from './define-job';
import { countIn, outputFields } from './output';
import { everyMinutes } from './schedule';

export const DELIVER_NOTIFICATIONS = 'deliver-notifications';

/** A run's output in a line, for the back office. */
export function deliverySummary(output: unknown): string | null {
  const o = outputFields<{ sent: number; retrying: number; failed: number }>(output);
  if (!o) return null;
  return `발송 ${countIn(o.sent)} · 재시도 예정 ${countIn(o.retrying)} · 실패 ${countIn(o.failed)}`;
}

/**
 * Every minute, and as soon as an order change has queued notifications: sends the due ones
 * (mail and AlimTalk), retrying failed sends later.
 */
export const deliverNotificationsJob = defineJob<{
  notifications: Pick<NotificationService, 'deliverDue'>;
}>({
  name: DELIVER_NOTIFICATIONS,
  label: '주문 알림 발송 (메일 · 알림톡)',
  schedule: everyMinutes(1, '주문 변경 직후에도'),
  runAtStart: true,
  async run({ notifications }, now) {
    return { ...(await notifications.deliverDue(now)) };
  },
  summarize: deliverySummary,
});
