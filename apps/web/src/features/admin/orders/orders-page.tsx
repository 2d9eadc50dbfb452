import type { AdminOrderRow } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import { type OrderStatus, orderStatuses } from '@shop/contract/orders';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { linkColumn, numberColumn } from '../columns';
import { ExportButtons } from '../export-buttons';
import { FilterBar, type FilterField } from '../filter-bar';
import { adminText } from '../messages';
import { OrderStatusBadge } from '../order-status-badge';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { useUrlFilters } from '../url-filters';
import { useAdminOrders } from './api';
import { Orderer } from './orderer';
import styles from './orders-page.module.css';

const defaults = { status: '', from: '', to: '', paid_from: '', paid_to: '', q: '', page: '1' };
const t = adminText.orders;

const columns: Column<AdminOrderRow>[] = [
  linkColumn('number', t.number, (o) => [`/admin/orders/${o.order_id}`, o.merchant_id]),
  numberColumn('date', t.date, (o) => formatDateTime(o.ordering_date)),
  { key: 'name', wide: true, header: t.name, cell: (o) => o.order_name },
  {
    key: 'member',
    header: t.member,
    cell: (o) => <Orderer order={o} />,
  },
  {
    key: 'total',
    header: t.total,
    align: 'end',
    cell: (o) => (
      <>
        {formatWon(o.total_price)}
        <span className={`${page.muted} ${page.block}`}>{o.payment_method}</span>
        {o.refunded_amount > 0 && (
          <span className={`${page.muted} ${page.block}`}>
            {t.refunded(formatWon(o.refunded_amount))}
          </span>
        )}
      </>
    ),
  },
  { key: 'status', header: t.status, cell: (o) => <OrderStatusBadge status={o.order_status} /> },
  {
    key: 'tracking',
    wide: true,
    header: t.tracking,
    cell: (o) =>
      o.tracking_number ? (
        <span className={page.num}>
          {o.carrier} {o.tracking_number}
        </span>
      ) : (
        <span className={page.muted}>—</span>
      ),
  },
];

const table = {
  caption: adminText.nav.orders,
  columns,
  empty: t.none,
  rowKey: (o: AdminOrderRow) => o.order_id,
};

const tabs = orderStatuses.values.filter((s) => s !== 'PAYMENT_PENDING');

/** The statuses as tabs with their counts under the other filters; '' is every paid order. */
function StatusTabs({
  current,
  counts,
  onPick,
}: {
  current: string;
  counts: Record<string, number> | undefined;
  onPick: (status: string) => void;
}) {
  const count = (status: string) =>
    counts
      ? status
        ? (counts[status] ?? 0)
        : tabs.reduce((n, s) => n + (counts[s] ?? 0), 0)
      : undefined;
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">{t.status}</legend>
      {['', ...tabs, 'PAYMENT_PENDING'].map((status) => {
        const n = count(status);
        return (
          <button
            key={status || 'all'}
            type="button"
            className={styles.tab}
            aria-pressed={current === status}
            onClick={() => onPick(status)}
          >
            {status ? orderStatuses.labels[status as OrderStatus] : t.allStatuses}
            {n !== undefined && <span className={styles.count}>{n.toLocaleString('ko-KR')}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}

const fields: FilterField[] = [
  { name: 'from', label: t.from, type: 'date' },
  { name: 'to', label: t.to, type: 'date' },
  { name: 'paid_from', label: t.paidFrom, type: 'date' },
  { name: 'paid_to', label: t.paidTo, type: 'date' },
  { name: 'q', label: t.search, type: 'search', placeholder: t.searchPlaceholder },
];

/** Every order: by status and date, searched by order number or member. */
export function AdminOrdersPage() {
  const [filters, setFilters, { bar, toPage, page: current }] = useUrlFilters(defaults);
  const query = useAdminOrders({
    status: orderStatuses.schema.safeParse(filters.status).data,
    from: filters.from || undefined,
    to: filters.to || undefined,
    paid_from: filters.paid_from || undefined,
    paid_to: filters.paid_to || undefined,
    q: filters.q,
    page: current,
  });
  const exportFilters = {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    paid_from: filters.paid_from,
    paid_to: filters.paid_to,
    q: filters.q,
  };
  return (
    <>
      <AdminPageHeader
        title={adminText.nav.orders}
        lead={query.data ? t.count(query.data.total) : undefined}
        actions={<ExportButtons only="orders" filters={exportFilters} />}
      />
      <FilterBar label={t.searchLabel} fields={fields} {...bar} />
      <StatusTabs
        current={filters.status}
        counts={query.data?.status_counts}
        onPick={(next) => setFilters({ status: next })}
      />
      <QueryTable {...table} query={query} rows={query.data?.orders} onPage={toPage} />
    </>
  );
}
