import { roleLabels } from '@shop/contract/admin';
import { adminMemberMessages } from '@shop/contract/admin-members';
import type { AdminOrderRow } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import { type ComponentProps, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { Link, useParams } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import { OrderStatusBadge } from '../order-status-badge';
import page from '../page.module.css';
import { errorMessage, LoadError } from '../query-state';
import { StatusBadge } from '../status-badge';
import { useAdminMember, useSetRole } from './api';
import { MemberPoints } from './member-points';

const t = adminText.members;

type MemberCoupon = NonNullable<ReturnType<typeof useAdminMember>['data']>['coupons'][number];

const orderColumns: Column<AdminOrderRow>[] = [
  {
    key: 'number',
    header: adminText.orders.number,
    cell: (o) => (
      <Link className={page.rowLink} to={`/admin/orders/${o.order_id}`}>
        {o.merchant_id}
      </Link>
    ),
  },
  {
    key: 'date',
    header: adminText.orders.date,
    cell: (o) => <span className={page.num}>{formatDateTime(o.ordering_date)}</span>,
  },
  { key: 'name', header: adminText.orders.name, cell: (o) => o.order_name },
  {
    key: 'total',
    header: adminText.orders.total,
    align: 'end',
    cell: (o) => formatWon(o.total_price),
  },
  {
    key: 'status',
    header: adminText.orders.status,
    cell: (o) => <OrderStatusBadge status={o.order_status} />,
  },
];

const couponColumns: Column<MemberCoupon>[] = [
  { key: 'name', header: adminText.coupons.name, cell: (c) => c.name },
  { key: 'claimed', header: t.claimedAt, cell: (c) => formatDateTime(c.claimed_at) },
  {
    key: 'used',
    header: t.usedAt,
    cell: (c) =>
      c.used_at ? (
        <>
          {formatDateTime(c.used_at)}
          {c.order_id && (
            <>
              {' · '}
              <Link className={page.rowLink} to={`/admin/orders/${c.order_id}`}>
                {t.viewOrder}
              </Link>
            </>
          )}
        </>
      ) : (
        <span className={page.muted}>{t.unused}</span>
      ),
  },
  { key: 'until', header: t.until, cell: (c) => formatDate(c.finished_at) },
];

/** One member: details, orders, coupons, 적립금, and the admin role. */
export function AdminMemberPage() {
  const id = Number(useParams().id);
  const query = useAdminMember(id);
  const setRole = useSetRole(id);
  const { user } = useAuth();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const m = query.data;
  const isSelf = Boolean(m && user && m.user_id === user.id);
  const next = m?.role === 'admin' ? 'member' : 'admin';

  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/members', label: t.back }}
        title={m ? t.title(m.nickname) : adminText.nav.members}
        lead={
          m ? (
            <span className={page.leadRow}>
              {m.role === 'admin' ? (
                <StatusBadge tone="accent">{roleLabels.admin}</StatusBadge>
              ) : (
                <StatusBadge>{roleLabels.member}</StatusBadge>
              )}
              {t.joinedOn(formatDate(m.created_at))}
              {m.withdrawn_at && (
                <StatusBadge tone="danger">{t.withdrawnOn(formatDate(m.withdrawn_at))}</StatusBadge>
              )}
            </span>
          ) : undefined
        }
        actions={
          m && !isSelf ? (
            <Button variant="secondary" className={page.small} onClick={() => setAsking(true)}>
              {m.role === 'admin' ? t.revoke : t.grant}
            </Button>
          ) : undefined
        }
      />
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {m && (
        <>
          <section className={page.section}>
            <h2 className={page.sectionTitle}>{t.info}</h2>
            <dl className={page.dl}>
              <dt>{t.userId}</dt>
              <dd>{m.user_id}</dd>
              <dt>{t.name}</dt>
              <dd>{m.name}</dd>
              <dt>{t.email}</dt>
              <dd>{m.email ?? '—'}</dd>
              <dt>{t.phone}</dt>
              <dd>{m.phone_num ?? '—'}</dd>
              <dt>{t.marketing}</dt>
              <dd>{t.consents(m.sns_confirm, m.email_confirm)}</dd>
              <dt>{t.paid}</dt>
              <dd>
                {formatWon(m.paid_total)} · {m.order_count}건
              </dd>
            </dl>
          </section>
          <TableSection
            title={t.ordersTitle}
            columns={orderColumns}
            rows={m.orders}
            rowKey={(o) => o.order_id}
            empty={t.noOrders}
          />
          <TableSection
            title={t.couponsTitle}
            columns={couponColumns}
            rows={m.coupons}
            rowKey={(c) => `${c.coupon_id}-${c.claimed_at}`}
            empty={t.noCoupons}
          />
          <MemberPoints memberId={id} />
          <ConfirmDialog
            variant="backOffice"
            open={asking}
            title={next === 'admin' ? t.grantTitle : t.revokeTitle}
            confirmLabel={next === 'admin' ? t.grant : t.revoke}
            danger={next === 'admin'}
            pending={setRole.isPending}
            error={setRole.isError ? errorMessage(setRole.error) : undefined}
            onClose={() => {
              setAsking(false);
              setRole.reset();
            }}
            onConfirm={() =>
              setRole.mutate(next, {
                onSuccess: () => {
                  notify(
                    next === 'admin' ? adminMemberMessages.granted : adminMemberMessages.revoked,
                  );
                  setAsking(false);
                },
              })
            }
          >
            <p>{next === 'admin' ? t.grantBody(m.nickname) : t.revokeBody(m.nickname)}</p>
          </ConfirmDialog>
        </>
      )}
    </>
  );
}

/** A section of the member's page that is one table, named by its heading. */
function TableSection<Row>({
  title,
  ...table
}: { title: string } & Omit<ComponentProps<typeof DataTable<Row>>, 'caption'>) {
  return (
    <section className={page.section}>
      <h2 className={page.sectionTitle}>{title}</h2>
      <DataTable caption={title} {...table} />
    </section>
  );
}
