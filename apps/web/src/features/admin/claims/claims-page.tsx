import type { AdminClaim } from '@shop/contract/admin-claims';
import {
  type ClaimKind,
  type ClaimStatus,
  claimKindLabels,
  claimReasonLabels,
  claimStatusLabels,
} from '@shop/contract/claim-rules';
import { claimKindSchema, claimStatusSchema } from '@shop/contract/claims';
import { formatWon } from '@shop/contract/format';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { choiceField, linkColumn, numberColumn } from '../columns';
import type { FilterField } from '../filter-bar';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import { QueryTable } from '../query-table';
import { useUrlFilters } from '../url-filters';
import { useAdminClaims } from './api';
import { ClaimStatusBadge } from './claim-status-badge';
import { claimText as t } from './claim-text';

const defaults = { status: '', kind: '', page: '1' };

/** The first line's name, and how many more lines the claim has. */
const itemsSummary = (c: AdminClaim) =>
  c.lines[0] ? t.itemsSummary(c.lines[0].item_name, c.lines.length - 1) : '—';

const columns: Column<AdminClaim>[] = [
  numberColumn('date', t.createdAt, (c) => formatDateTime(c.created_at)),
  linkColumn('order', t.order, (c) => [`/admin/orders/${c.order_id}`, c.merchant_id]),
  { key: 'kind', header: t.kind, cell: (c) => claimKindLabels[c.kind] },
  { key: 'reason', header: t.reason, cell: (c) => claimReasonLabels[c.reason] },
  linkColumn('items', t.items, (c) => [`/admin/claims/${c.claim_id}`, itemsSummary(c)]),
  { key: 'requester', header: t.requester, cell: (c) => c.requester },
  { key: 'status', header: t.status, cell: (c) => <ClaimStatusBadge status={c.status} /> },
  numberColumn('fee', t.fee, (c) => formatWon(c.fee), { align: 'end' }),
];

const table = {
  caption: adminText.nav.claims,
  columns,
  empty: t.none,
  rowKey: (c: AdminClaim) => c.claim_id,
};

const statuses = Object.keys(claimStatusLabels) as ClaimStatus[];
const kinds = Object.keys(claimKindLabels) as ClaimKind[];

const fields: FilterField[] = [
  choiceField('status', t.status, statuses, claimStatusLabels, t.allStatuses),
  choiceField('kind', t.kind, kinds, claimKindLabels, t.allKinds),
];

/** Every 교환·반품 신청, newest first, by status and kind. */
export function AdminClaimsPage() {
  const [filters, , { bar, toPage, page: current }] = useUrlFilters(defaults);
  const query = useAdminClaims({
    status: claimStatusSchema.safeParse(filters.status).data,
    kind: claimKindSchema.safeParse(filters.kind).data,
    page: current,
  });
  return (
    <>
      <AdminPageHeader
        title={adminText.nav.claims}
        lead={query.data ? t.count(query.data.total) : undefined}
      />
      <FilterBar label={t.searchLabel} fields={fields} {...bar} />
      <QueryTable {...table} query={query} rows={query.data?.claims} onPage={toPage} />
    </>
  );
}
