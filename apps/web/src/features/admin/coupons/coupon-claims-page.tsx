import type { AdminCouponClaim } from '@shop/contract/admin-coupon-claims';
import { formatDateTime } from '../../../shared/format/dates';
import { Link, useParams } from '../../../shared/routing';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { linkColumn, numberColumn } from '../columns';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { StatusBadge } from '../status-badge';
import { useUrlFilters } from '../url-filters';
import { useAdminCoupons } from './api';
import { useCouponClaims } from './claims-api';

const t = adminText.couponClaims;
const defaults = { page: '1' };

const columns: Column<AdminCouponClaim>[] = [
  linkColumn('member', t.member, (c) => [`/admin/members/${c.member_id}`, c.nickname]),
  numberColumn('claimed', t.claimedAt, (c) => formatDateTime(c.claimed_at)),
  {
    key: 'used',
    header: t.usedAt,
    cell: (c) =>
      c.used_at ? (
        <span className={page.num}>{formatDateTime(c.used_at)}</span>
      ) : (
        <StatusBadge tone="muted">{t.unused}</StatusBadge>
      ),
  },
  {
    key: 'order',
    header: t.order,
    cell: (c) =>
      c.order_id && c.merchant_id ? (
        <Link className={`${page.rowLink} ${page.num}`} to={`/admin/orders/${c.order_id}`}>
          {c.merchant_id}
        </Link>
      ) : (
        <span className={page.muted}>—</span>
      ),
  },
];

const table = {
  caption: t.caption,
  columns,
  empty: t.none,
  rowKey: (c: AdminCouponClaim) => c.claim_id,
};

/** One coupon's claims: who took it, when, and the order it went into. */
export function AdminCouponClaimsPage() {
  const id = Number(useParams().id);
  const [, , { toPage, page: current }] = useUrlFilters(defaults);
  const query = useCouponClaims(id, { page: current });
  const coupon = useAdminCoupons().data?.coupons.find((c) => c.coupon_id === id);
  const name = query.data?.coupon_name ?? coupon?.name;

  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/coupons', label: t.back }}
        title={name ? t.title(name) : t.titleFallback}
        lead={
          coupon
            ? t.summary(coupon.claim_count, coupon.use_count)
            : query.data && t.total(query.data.total)
        }
      />
      <QueryTable {...table} query={query} rows={query.data?.claims} onPage={toPage} />
    </>
  );
}
