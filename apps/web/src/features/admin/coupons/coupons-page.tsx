import { type AdminCoupon, adminCouponMessages, couponStates } from '@shop/contract/admin-coupons';
import { formatWon } from '@shop/contract/format';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { AdminPageHeader } from '../admin-page-header';
import { actionsColumn, linkColumn, numberColumn, RowButton } from '../columns';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { type BadgeTone, StatusBadge } from '../status-badge';
import { useAdminCoupons, useStopCoupon } from './api';
import { CouponCreateForm } from './coupon-create-form';
import styles from './coupons-page.module.css';

const t = adminText.coupons;
const stateTones: Record<AdminCoupon['state'], BadgeTone> = {
  SCHEDULED: 'neutral',
  RUNNING: 'accent',
  ENDED: 'done',
  STOPPED: 'danger',
};

const discountOf = (c: AdminCoupon) =>
  c.type === 'PRICE' ? formatWon(c.discount_price ?? 0) : `${c.discount_ratio ?? 0}%`;

const table = { caption: adminText.nav.coupons, rowKey: (c: AdminCoupon) => c.coupon_id };

/** Coupons: create, see claims and uses, stop. */
export function AdminCouponsPage() {
  const query = useAdminCoupons();
  const stop = useStopCoupon();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [stopping, setStopping] = useState<AdminCoupon>();

  const columns: Column<AdminCoupon>[] = [
    linkColumn('name', t.name, (c) => [`/admin/coupons/${c.coupon_id}`, c.name]),
    { key: 'discount', header: t.discount, align: 'end', cell: discountOf },
    numberColumn('period', t.period, (c) => (
      <>
        {formatDateTime(c.started_at)} ~<br />
        {formatDateTime(c.finished_at)}
      </>
    )),
    {
      key: 'min',
      wide: true,
      header: t.minOrderColumn,
      align: 'end',
      cell: (c) => (c.min_order_amount > 0 ? formatWon(c.min_order_amount) : t.noMin),
    },
    {
      key: 'claims',
      header: t.claims,
      align: 'end',
      cell: (c) => t.claimCount(c.claim_count, c.max_claims),
    },
    { key: 'uses', header: t.uses, align: 'end', cell: (c) => t.usedCount(c.use_count) },
    {
      key: 'state',
      header: t.state,
      cell: (c) => (
        <StatusBadge tone={stateTones[c.state]}>{couponStates.labels[c.state]}</StatusBadge>
      ),
    },
    actionsColumn(t.actions, (c) => (
      <span className={styles.actions}>
        <Link
          className={styles.textLink}
          to={`/admin/coupons/${c.coupon_id}`}
          aria-label={`${c.name} ${t.claimsLink}`}
        >
          {t.claimsLink}
        </Link>
        {c.state === 'STOPPED' || c.state === 'ENDED' ? null : (
          <RowButton
            row={c.name}
            label={t.stop}
            onClick={() => setStopping(c)}
            className={styles.textButton}
          />
        )}
      </span>
    )),
  ];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.coupons}
        lead={t.lead}
        actions={
          creating ? undefined : (
            <Button className={page.small} onClick={() => setCreating(true)}>
              <Plus size={16} strokeWidth={1.5} aria-hidden />
              {t.create}
            </Button>
          )
        }
      />
      {creating && (
        <LabelledSection id="coupon-create-title" className={styles.createPanel}>
          <SectionHeading className={page.sectionTitle}>{t.create}</SectionHeading>
          <CouponCreateForm onDone={() => setCreating(false)} />
        </LabelledSection>
      )}
      <section className={page.section}>
        <QueryTable
          {...table}
          query={query}
          columns={columns}
          rows={query.data?.coupons}
          empty={t.none}
        />
      </section>
      <ActionConfirm
        target={stopping}
        mutation={stop}
        variables={(c) => c.coupon_id}
        onDone={() => notify(adminCouponMessages.stopped)}
        onClose={() => setStopping(undefined)}
        title={t.stopTitle}
        confirmLabel={t.stop}
      >
        <p>{stopping && t.stopBody(stopping.name, stopping.claim_count - stopping.use_count)}</p>
      </ActionConfirm>
    </>
  );
}
