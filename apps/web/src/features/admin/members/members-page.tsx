import { roleLabels } from '@shop/contract/admin';
import type { AdminMemberRow } from '@shop/contract/admin-members';
import { formatWon } from '@shop/contract/format';
import { roleSchema } from '@shop/contract/users';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { ExportButtons } from '../export-buttons';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { StatusBadge } from '../status-badge';
import { useUrlFilters } from '../url-filters';
import { useAdminMembers } from './api';

const defaults = { q: '', role: '', page: '1' };
const t = adminText.members;

const columns: Column<AdminMemberRow>[] = [
  {
    key: 'id',
    header: t.userId,
    cell: (m) => (
      <Link className={page.rowLink} to={`/admin/members/${m.member_id}`}>
        {m.user_id}
      </Link>
    ),
  },
  { key: 'name', header: t.name, cell: (m) => m.name },
  { key: 'nickname', header: t.nickname, cell: (m) => m.nickname },
  { key: 'email', wide: true, header: t.email, cell: (m) => m.email ?? '—' },
  {
    key: 'phone',
    header: t.phone,
    cell: (m) => <span className={page.num}>{m.phone_num ?? '—'}</span>,
  },
  {
    key: 'role',
    header: t.role,
    cell: (m) =>
      m.role === 'admin' ? (
        <StatusBadge tone="accent">{roleLabels.admin}</StatusBadge>
      ) : (
        roleLabels.member
      ),
  },
  {
    key: 'joined',
    wide: true,
    header: t.joined,
    cell: (m) => <span className={page.num}>{formatDate(m.created_at)}</span>,
  },
  { key: 'orders', header: t.orders, align: 'end', cell: (m) => `${m.order_count}건` },
  { key: 'paid', header: t.paid, align: 'end', cell: (m) => formatWon(m.paid_total) },
];

/** Members: search, open one to see their orders and coupons and to change their role. */
export function AdminMembersPage() {
  const [filters, setFilters] = useUrlFilters(defaults);
  const role = roleSchema.safeParse(filters.role);
  const query = useAdminMembers({
    q: filters.q,
    role: role.success ? role.data : undefined,
    page: Number(filters.page) || 1,
  });
  return (
    <>
      <AdminPageHeader
        title={adminText.nav.members}
        lead={query.data ? t.count(query.data.total) : undefined}
        actions={<ExportButtons only="members" filters={{ q: filters.q, role: filters.role }} />}
      />
      <FilterBar
        label={t.searchLabel}
        values={filters}
        fields={[
          { name: 'q', label: t.search, type: 'search', placeholder: t.searchPlaceholder },
          {
            name: 'role',
            label: t.role,
            type: 'select',
            options: [
              { value: '', label: t.allRoles },
              ...roleSchema.options.map((r) => ({ value: r, label: roleLabels[r] })),
            ],
          },
        ]}
        onApply={(values) => setFilters(values)}
        onReset={() => setFilters({ q: '', role: '' })}
      />
      <QueryTable
        query={query}
        caption={adminText.nav.members}
        columns={columns}
        rows={query.data?.members}
        rowKey={(m) => m.member_id}
        empty={t.none}
        paging={{ data: query.data, onPage: (n) => setFilters({ page: String(n) }) }}
      />
    </>
  );
}
