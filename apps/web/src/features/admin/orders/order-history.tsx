import { type OrderEvent, orderEventTypes } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import { orderStatuses } from '@shop/contract/orders';
import { formatDateTime } from '../../../shared/format/dates';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { adminText } from '../messages';
import page from '../page.module.css';

const t = adminText.history;

/** One line saying what the event changed. */
export function describeEvent(e: OrderEvent): string {
  const parts: string[] = [];
  if (e.from_status && e.to_status && e.from_status !== e.to_status) {
    parts.push(`${orderStatuses.labels[e.from_status]} → ${orderStatuses.labels[e.to_status]}`);
  } else if (e.to_status && !e.from_status) {
    parts.push(orderStatuses.labels[e.to_status]);
  }
  const carrier = typeof e.detail.carrier === 'string' ? e.detail.carrier : undefined;
  const tracking =
    typeof e.detail.tracking_number === 'string' ? e.detail.tracking_number : undefined;
  if (tracking) parts.push(`${carrier ?? ''} ${tracking}`.trim());
  if (e.amount > 0) parts.push(t.amount(formatWon(e.amount)));
  if (e.reason) parts.push(t.reason(e.reason));
  return parts.join(' · ');
}

const columns: Column<OrderEvent>[] = [
  {
    key: 'when',
    header: t.when,
    width: '160px',
    cell: (e) => <span className={page.num}>{formatDateTime(e.created_at)}</span>,
  },
  { key: 'who', header: t.who, width: '140px', cell: (e) => e.actor.nickname },
  { key: 'type', header: t.type, width: '120px', cell: (e) => orderEventTypes.labels[e.type] },
  { key: 'what', header: t.what, cell: describeEvent },
];

export function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <DataTable
      caption={t.title}
      columns={columns}
      rows={events}
      rowKey={(e) => e.event_id}
      empty={t.none}
    />
  );
}
