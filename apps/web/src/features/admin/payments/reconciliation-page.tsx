import {
  type ReconcileDecision,
  type ReconciliationEntry,
  reconcileDecisions,
} from '@shop/contract/admin-payments';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import type { Column } from '../../../shared/ui/data-table';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { AdminPageHeader } from '../admin-page-header';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { type BadgeTone, StatusBadge } from '../status-badge';
import { useUrlFilters } from '../url-filters';
import { useReconciliations } from './api';
import { ComparisonSection } from './comparison-section';

const t = adminText.payments;
const defaults = { decision: '', date: '', page: '1', compare_date: '' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const tones: Record<ReconcileDecision, BadgeTone> = {
  placed: 'done',
  released: 'accent',
  refunded: 'accent',
  unchanged: 'muted',
  failed: 'danger',
};

const columns: Column<ReconciliationEntry>[] = [
  {
    key: 'time',
    header: t.runAt,
    width: '150px',
    cell: (e) => <span className={page.num}>{formatDateTime(e.run_at)}</span>,
  },
  {
    key: 'order',
    header: t.order,
    cell: (e) =>
      e.order_id === null ? (
        <span className={page.num}>{e.merchant_id}</span>
      ) : (
        <Link className={`${page.rowLink} ${page.num}`} to={`/admin/orders/${e.order_id}`}>
          {e.merchant_id}
        </Link>
      ),
  },
  {
    key: 'status',
    header: t.providerStatus,
    cell: (e) => e.provider_status ?? <span className={page.muted}>{t.noAnswer}</span>,
  },
  {
    key: 'decision',
    header: t.decision,
    cell: (e) => (
      <StatusBadge tone={tones[e.decision]}>{reconcileDecisions.labels[e.decision]}</StatusBadge>
    ),
  },
  { key: 'reason', header: t.reason, cell: (e) => e.reason },
];

/** "결제 대사": the daily comparison with the provider, and every reconciliation decision. */
export function AdminPaymentsPage() {
  const [filters, setFilters] = useUrlFilters(defaults);
  const decision = reconcileDecisions.schema.safeParse(filters.decision).data;
  const date = DATE.test(filters.date) ? filters.date : undefined;
  const query = useReconciliations({ decision, date, page: Number(filters.page) || 1 });

  return (
    <>
      <AdminPageHeader title={adminText.nav.payments} lead={t.lead} />
      <ComparisonSection
        date={DATE.test(filters.compare_date) ? filters.compare_date : ''}
        onDate={(compare_date) => setFilters({ compare_date, page: filters.page })}
      />
      <LabelledSection id="payment-decisions" className={page.section}>
        <SectionHeading className={page.sectionTitle}>
          {t.decisionsTitle}{' '}
          {query.data && <span className={page.muted}> · {t.total(query.data.total)}</span>}
        </SectionHeading>
        <FilterBar
          label={t.decisionsLabel}
          values={filters}
          fields={[
            {
              name: 'decision',
              label: t.decision,
              type: 'select',
              options: [
                { value: '', label: t.allDecisions },
                ...reconcileDecisions.values.map((d) => ({
                  value: d,
                  label: reconcileDecisions.labels[d],
                })),
              ],
            },
            { name: 'date', label: t.date, type: 'date' },
          ]}
          onApply={(values) => setFilters({ decision: values.decision, date: values.date })}
          onReset={() => setFilters({ decision: '', date: '' })}
        />
        <QueryTable
          query={query}
          caption={t.decisionsTitle}
          columns={columns}
          rows={query.data?.entries}
          rowKey={(e) => e.reconciliation_id}
          empty={decision || date ? t.noMatch : t.none}
          onPage={(n) => setFilters({ page: String(n) })}
        />
      </LabelledSection>
    </>
  );
}
