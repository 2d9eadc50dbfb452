import { formatWon } from '@shop/contract/format';
import { pointKindLabels } from '@shop/contract/point-rules';
import type { PointEntry } from '@shop/contract/points';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { Pagination } from '../../../shared/ui/pagination';
import { numberColumn } from '../columns';
import { adminText } from '../messages';
import page from '../page.module.css';
import { LoadError } from '../query-state';
import { useMemberPoints } from './api';
import styles from './member-points.module.css';
import { PointAdjustForm } from './point-adjust';

const t = adminText.memberPoints;
const LIMIT = 10;

const signedWon = (amount: number) => `${amount > 0 ? '+' : '-'}${formatWon(Math.abs(amount))}`;

const columns: Column<PointEntry>[] = [
  numberColumn('date', t.date, (e) => formatDateTime(e.created_at)),
  { key: 'kind', header: t.kind, cell: (e) => pointKindLabels[e.kind] },
  {
    key: 'detail',
    header: t.detail,
    cell: (e) => {
      const order =
        e.order_id !== null && e.merchant_id !== null ? (
          <Link className={page.rowLink} to={`/admin/orders/${e.order_id}`}>
            {t.viewOrder(e.merchant_id)}
          </Link>
        ) : null;
      if (!e.reason && !order) return <span className={page.muted}>—</span>;
      return (
        <>
          {e.reason}
          {e.reason && order && ' · '}
          {order}
        </>
      );
    },
  },
  {
    key: 'amount',
    header: t.amount,
    align: 'end',
    cell: (e) => (
      <span className={styles.amount} data-sign={e.amount > 0 ? 'plus' : 'minus'}>
        {signedWon(e.amount)}
      </span>
    ),
  },
];

/** A member's 적립금: the balances, the latest history a page at a time, and the grant or deduction. */
export function MemberPoints({ memberId }: { memberId: number }) {
  const [current, setPage] = useState(1);
  const query = useMemberPoints(memberId, { page: current, limit: LIMIT });
  const summary = query.data;
  return (
    <LabelledSection className={page.section}>
      <SectionHeading className={page.sectionTitle}>{t.title}</SectionHeading>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          {summary && (
            <dl className={`${page.dl} ${styles.summary}`}>
              <dt>{t.usable}</dt>
              <dd className={page.num} data-testid="admin-points-usable">
                {formatWon(summary.usable)}
              </dd>
              <dt>{t.balance}</dt>
              <dd className={page.num} data-testid="admin-points-balance">
                {formatWon(summary.balance)}
              </dd>
              <dt>{t.pending}</dt>
              <dd className={page.num}>
                {summary.pending.length === 0
                  ? t.noPending
                  : summary.pending.map((p) => (
                      <span key={`${p.usable_at}-${p.amount}`} className={styles.pendingLine}>
                        {t.pendingLine(formatWon(p.amount), formatDate(p.usable_at))}
                      </span>
                    ))}
              </dd>
              <dt>{t.expires}</dt>
              <dd className={page.num}>
                {summary.expires_at ? formatDate(summary.expires_at) : t.noExpiry}
              </dd>
            </dl>
          )}
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={summary?.entries}
            rowKey={(e) => e.id}
            loading={query.isPending}
            empty={t.none}
          />
          {summary && (
            <Pagination
              labels={adminText.pagination}
              page={summary.page}
              pageCount={Math.ceil(summary.total / Math.max(summary.limit, 1))}
              onPage={setPage}
            />
          )}
        </>
      )}
      <PointAdjustForm memberId={memberId} />
    </LabelledSection>
  );
}
