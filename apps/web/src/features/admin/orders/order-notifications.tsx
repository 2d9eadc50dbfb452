import { formatPhone } from '@shop/contract/format';
import {
  type NotificationStatus,
  notificationChannels,
  notificationEvents,
  notificationLabels,
  notificationStatuses,
  type OrderNotification,
} from '@shop/contract/notifications';
import { formatDateTime } from '../../../shared/format/dates';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import page from '../page.module.css';
import { errorMessage } from '../query-state';
import { type BadgeTone, StatusBadge } from '../status-badge';
import { useOrderNotifications, useResendNotification } from './notifications-api';

const t = notificationLabels;

const tones: Record<NotificationStatus, BadgeTone> = {
  pending: 'accent',
  sent: 'done',
  failed: 'danger',
};

/** What the shopper was told about the order, by mail and AlimTalk, and how it went. */
export function OrderNotifications({ orderId, changes }: { orderId: number; changes: number }) {
  const query = useOrderNotifications(orderId, changes);
  const resend = useResendNotification(orderId, changes);
  const columns: Column<OrderNotification>[] = [
    {
      key: 'time',
      header: t.time,
      width: '150px',
      cell: (n) => <span className={page.num}>{formatDateTime(n.sent_at ?? n.created_at)}</span>,
    },
    { key: 'event', header: t.event, cell: (n) => notificationEvents.labels[n.event] },
    { key: 'channel', header: t.channel, cell: (n) => notificationChannels.labels[n.channel] },
    {
      key: 'recipient',
      header: t.recipient,
      wide: true,
      cell: (n) => (n.channel === 'alimtalk' ? formatPhone(n.recipient) : n.recipient),
    },
    {
      key: 'status',
      header: t.status,
      cell: (n) => (
        <StatusBadge tone={tones[n.status]}>{notificationStatuses.labels[n.status]}</StatusBadge>
      ),
    },
    { key: 'attempts', header: t.attempts, align: 'end', cell: (n) => n.attempts },
    {
      key: 'error',
      header: t.lastError,
      cell: (n) => (n.last_error ? <span className={page.small}>{n.last_error}</span> : '—'),
    },
    {
      key: 'action',
      header: <span className="visually-hidden">{t.resend}</span>,
      align: 'end',
      cell: (n) =>
        n.status === 'failed' ? (
          <button
            type="button"
            className={page.textButton}
            disabled={resend.isPending}
            onClick={() => resend.mutate(n.notification_id)}
          >
            {t.resend}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable
        caption={t.title}
        columns={columns}
        rows={query.data?.notifications}
        rowKey={(n) => n.notification_id}
        loading={query.isPending}
        empty={query.isError ? errorMessage(query.error) : t.empty}
      />
      {resend.isError && (
        <p className={page.formError} role="alert">
          {errorMessage(resend.error)}
        </p>
      )}
      {resend.isSuccess && (
        <p className={page.muted} role="status">
          {t.resent}
        </p>
      )}
    </>
  );
}
