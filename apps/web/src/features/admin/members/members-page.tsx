import { roleLabels } from '@shop/contract/admin';
import type { AdminMemberRow } from '@shop/contract/admin-members';
import { formatWon } from '@shop/contract/format';
import { roleSchema } from '@shop/contract/users';
import { formatDate } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { choiceField, linkColumn, numberColumn, searchField } from '../columns';
import { ExportButtons } from '../export-buttons';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import { QueryTable } from '../query-table';
import { StatusBadge } from '../status-badge';
import { useUrlFilters } from '../url-filters';
import { useAdminMembers } from './api';

const defaults = { q: '', role: '', page: '1' };
const t = adminText.members;

const rowId = (m: AdminMemberRow) => m.member_id;
const columns: Column<AdminMemberRow>[] = [
  linkColumn('id', t.userId, (m) => [`/admin/members/${m.member_id}`, m.user_id]),
  { key: 'name', header: t.name, cell: (m) => m.name },
  { key: 'nickname', header: t.nickname, cell: (m) => m.nickname },
  { key: 'email', wide: true, header: t.email, cell: (m) => m.email ?? '—' },
  numberColumn('phone', t.phone, (m) => m.phone_num ?? '—'),
  {
    key: 'role',
    header: t.role,
    cell: (m) =>
      m.withdrawn_at ? (
        <StatusBadge tone="danger">{t.withdrawn}</StatusBadge>
      ) : m.role === 'admin' ? (
        <StatusBadge tone="accent">{roleLabels.admin}</StatusBadge>
      ) : (
        roleLabels.member
      ),
  },
  numberColumn('joined', t.joined, (m) => formatDate(m.created_at), { wide: true }),
  { key: 'orders', header: t.orders, align: 'end', cell: (m) => `${m.order_count}건` },
  { key: 'paid', header: t.paid, align: 'end', cell: (m) => formatWon(m.paid_total) },
];

const fields = [
  searchField(t.search, t.searchPlaceholder),
  choiceField('role', t.role, roleSchema.options, roleLabels, t.allRoles),
];
const table = { caption: adminText.nav.members, columns, empty: t.none, rowKey: rowId };

/** Members: search, open one to see their orders and coupons and to change their role. */
export function AdminMembersPage() {
  const [filters, , { bar, toPage, page }] = useUrlFilters(defaults);
  const role = roleSchema.safeParse(filters.role).data;
  const query = useAdminMembers({ q: filters.q, role, page });
  return (
    <>
      <AdminPageHeader
        title={adminText.nav.members}
        lead={query.data ? t.count(query.data.total) : undefined}
        actions={<ExportButtons only="members" filters={{ q: filters.q, role: filters.role }} />}
      />
      <FilterBar label={t.searchLabel} fields={fields} {...bar} />
      <QueryTable {...table} query={query} rows={query.data?.members} onPage={toPage} />
    </>
  );
}
