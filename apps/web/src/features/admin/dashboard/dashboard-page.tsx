import type { Dashboard } from '@shop/contract/admin-dashboard';
import { dashboardLabels as labels } from '@shop/contract/admin-dashboard';
import { formatWon } from '@shop/contract/format';
import { Link } from '../../../shared/routing';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { itemColumn } from '../columns';
import { ExportButtons } from '../export-buttons';
import { InsightSection } from '../insight';
import { adminText } from '../messages';
import page from '../page.module.css';
import { LoadError } from '../query-state';
import { StatusBadge } from '../status-badge';
import { useDashboard } from './api';
import styles from './dashboard-page.module.css';
import { JobsPanel } from './jobs-panel';
import { TodayList } from './today-list';

type LowStock = Dashboard['low_stock'][number];

const lowStockColumns: Column<LowStock>[] = [
  itemColumn(),
  { key: 'option', header: '옵션', cell: (o) => o.option },
  {
    key: 'state',
    header: '노출',
    cell: (o) =>
      o.is_hidden ? (
        <StatusBadge tone="muted">숨김</StatusBadge>
      ) : (
        <StatusBadge>판매중</StatusBadge>
      ),
  },
  {
    key: 'stock',
    header: '재고',
    align: 'end',
    cell: (o) => (o.stock === 0 ? <StatusBadge tone="danger">품절</StatusBadge> : `${o.stock}개`),
  },
  {
    key: 'waiting',
    header: labels.waiting,
    align: 'end',
    cell: (o) =>
      o.waiting > 0 ? (
        <Link to="/admin/restock">{`${o.waiting.toLocaleString('ko-KR')}명`}</Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'edit',
    header: <span className="visually-hidden">재고 수정</span>,
    align: 'end',
    cell: (o) => (
      <Link
        className={page.rowLink}
        to={`/admin/products?stock=${o.item_id}&option=${o.option_id}`}
        aria-label={`${o.item_name} ${o.option} 재고 수정`}
      >
        재고 수정
      </Link>
    ),
  },
];

/** Today and this month at a glance, and what is waiting for the shop. */
export function AdminDashboardPage() {
  const query = useDashboard();
  const d = query.data;
  const t = adminText.dashboard;
  return (
    <>
      <AdminPageHeader
        title={adminText.nav.dashboard}
        lead={d ? t.asOf(d.date) : undefined}
        actions={<ExportButtons />}
      />
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      <TodayList attention={d?.attention} />
      <section className={styles.figures} aria-label={t.salesLabel} aria-busy={query.isPending}>
        <Figure
          label={`${labels.today} ${labels.orders}`}
          value={d ? t.count(d.today.order_count) : '—'}
          to={d ? `/admin/orders?from=${d.date}&to=${d.date}` : undefined}
        />
        <Figure
          label={`${labels.today} ${labels.sales}`}
          value={d ? formatWon(d.today.sales) : '—'}
          note={d && d.today.refunded > 0 ? t.refunded(formatWon(d.today.refunded)) : undefined}
        />
        <Figure
          label={`${labels.month} ${labels.orders}`}
          value={d ? t.count(d.month.order_count) : '—'}
          to={d ? `/admin/orders?from=${d.date.slice(0, 8)}01&to=${d.date}` : undefined}
        />
        <Figure
          label={`${labels.month} ${labels.sales}`}
          value={d ? formatWon(d.month.sales) : '—'}
          note={d && d.month.refunded > 0 ? t.refunded(formatWon(d.month.refunded)) : undefined}
        />
      </section>
      <section className={styles.attention} aria-label={t.attentionLabel}>
        <Figure
          label={labels.awaitingShipment}
          value={d ? t.count(d.awaiting_shipment) : '—'}
          to="/admin/orders?status=ORDER_PLACED"
          strong={Boolean(d && d.awaiting_shipment > 0)}
        />
        <Figure
          label={labels.unansweredQna}
          value={d ? t.posts(d.unanswered_qna) : '—'}
          to="/admin/qna?state=unanswered"
          strong={Boolean(d && d.unanswered_qna > 0)}
        />
        <Figure
          label={labels.lowStock}
          value={d ? t.options(d.low_stock.length) : '—'}
          to="#low-stock"
          strong={Boolean(d && d.low_stock.length > 0)}
        />
      </section>
      <InsightSection />
      <section className={page.section} id="low-stock" aria-labelledby="low-stock-title">
        <h2 id="low-stock-title" className={page.sectionTitle}>
          {labels.lowStock}
          {d && <span className={styles.threshold}>{t.threshold(d.low_stock_threshold)}</span>}
        </h2>
        <DataTable
          caption={labels.lowStock}
          columns={lowStockColumns}
          rows={d?.low_stock}
          rowKey={(o) => o.option_id}
          loading={query.isPending}
          empty={t.noLowStock}
        />
      </section>
      <JobsPanel />
    </>
  );
}

function Figure({
  label,
  value,
  note,
  to,
  strong,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  to?: string | undefined;
  strong?: boolean;
}) {
  const body = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={strong ? styles.valueStrong : styles.value}>{value}</span>
      {note && <span className={styles.note}>{note}</span>}
    </>
  );
  if (!to) return <div className={styles.figure}>{body}</div>;
  if (to.startsWith('#')) {
    return (
      <a href={to} className={styles.figureLink}>
        {body}
      </a>
    );
  }
  return (
    <Link to={to} className={styles.figureLink}>
      {body}
    </Link>
  );
}
