import { type PaymentDifference, paymentDifferenceKinds } from '@shop/contract/admin-payments';
import { formatWon } from '@shop/contract/format';
import { formatDateTime } from '../../../shared/format/dates';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { StatusBadge } from '../status-badge';
import { usePaymentComparison } from './api';

const t = adminText.payments;

const columns: Column<PaymentDifference>[] = [
  {
    key: 'order',
    header: t.order,
    cell: (d) => <span className={page.num}>{d.merchant_id}</span>,
  },
  {
    key: 'kind',
    header: t.difference,
    cell: (d) => <StatusBadge tone="danger">{paymentDifferenceKinds.labels[d.kind]}</StatusBadge>,
  },
  {
    key: 'status',
    header: t.providerStatus,
    cell: (d) => d.provider_status ?? <span className={page.muted}>{t.noAnswer}</span>,
  },
  {
    key: 'provider',
    header: t.providerMoney,
    align: 'end',
    cell: (d) => t.moneyPair(formatWon(d.provider_charged), formatWon(d.provider_refunded)),
  },
  {
    key: 'ledger',
    header: t.ledgerMoney,
    align: 'end',
    cell: (d) => t.moneyPair(formatWon(d.ledger_charged), formatWon(d.ledger_refunded)),
  },
];

/** The daily comparison with the provider: a day's summary and the payments that differ. */
export function ComparisonSection({
  date,
  onDate,
}: {
  date: string;
  onDate: (date: string) => void;
}) {
  const query = usePaymentComparison({ date: date || undefined });
  const comparison = query.data?.comparison;
  return (
    <LabelledSection id="payment-comparison" className={page.section}>
      <SectionHeading className={page.sectionTitle}>{t.comparisonTitle}</SectionHeading>
      <FilterBar
        label={t.comparisonLabel}
        values={{ compare_date: date }}
        fields={[{ name: 'compare_date', label: t.comparisonLabel, type: 'date' }]}
        onApply={(values) => onDate(values.compare_date ?? '')}
        onReset={() => onDate('')}
      />
      <QueryStatus query={query} />
      {query.data && !comparison && (
        <p className={page.muted}>{date ? t.noComparisonOn : t.noComparison}</p>
      )}
      {comparison && (
        <>
          <p>
            <strong>{comparison.date}</strong> ·{' '}
            {t.comparisonSummary(comparison.matched, comparison.mismatched)}{' '}
            <span className={page.muted}>
              ({t.comparedAt(formatDateTime(comparison.compared_at))})
            </span>
          </p>
          <DataTable
            caption={t.comparisonTitle}
            columns={columns}
            rows={comparison.differences}
            rowKey={(d) => d.difference_id}
            empty={t.noDifferences}
          />
        </>
      )}
    </LabelledSection>
  );
}
