import {
  AUDIT_TARGETS,
  type AuditEntry,
  auditActions,
  auditTargetSchema,
} from '@shop/contract/admin';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { choiceField, numberColumn } from '../columns';
import { FilterBar, type FilterField } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { useUrlFilters } from '../url-filters';
import { useAudit } from './api';
import { auditDetailLines } from './audit-detail';
import styles from './audit-page.module.css';

const t = adminText.audit;
const defaults = { action: '', target_type: '', target_id: '', page: '1' };

/** Where a target has a screen of its own, a link to it. */
function targetPath(entry: AuditEntry): string | undefined {
  const id = entry.target_id;
  switch (entry.target_type) {
    case 'item':
      return `/admin/products/${id}`;
    case 'order':
      return `/admin/orders/${id}`;
    case 'claim':
      return `/admin/claims/${id}`;
    case 'coupon':
      return `/admin/coupons/${id}`;
    case 'notice':
      return entry.action === 'notice.delete' ? undefined : `/admin/notices/${id}`;
    case 'member':
      return `/admin/members/${id}`;
    default:
      return undefined;
  }
}

const columns: Column<AuditEntry>[] = [
  numberColumn('time', t.time, (e) => formatDateTime(e.created_at), { width: '150px' }),
  {
    key: 'actor',
    header: t.actor,
    cell: (e) =>
      e.actor.member_id === null ? (
        <span className={page.muted}>{e.actor.nickname}</span>
      ) : (
        <Link className={page.rowLink} to={`/admin/members/${e.actor.member_id}`}>
          {e.actor.nickname}
        </Link>
      ),
  },
  {
    key: 'action',
    header: t.action,
    cell: (e) => <span className={styles.action}>{auditActions.labels[e.action]}</span>,
  },
  {
    key: 'target',
    header: t.target,
    cell: (e) => {
      const label = t.targetLabel(t.targets[e.target_type], e.target_id);
      const to = targetPath(e);
      return to ? (
        <Link className={page.rowLink} to={to}>
          {label}
        </Link>
      ) : (
        label
      );
    },
  },
  {
    key: 'detail',
    header: t.detail,
    cell: (e) => {
      const lines = auditDetailLines(e);
      return lines.length === 0 ? (
        <span className={page.muted}>—</span>
      ) : (
        <ul className={styles.detail}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    },
  },
];

const table = { caption: adminText.nav.audit, columns, rowKey: (e: AuditEntry) => e.audit_id };

const fields: FilterField[] = [
  choiceField('action', t.action, auditActions.values, auditActions.labels, t.allActions),
  choiceField('target_type', t.targetType, AUDIT_TARGETS, t.targets, t.allTargets),
  { name: 'target_id', label: t.targetId, type: 'text', placeholder: t.targetIdHint },
];

/** Who did what in the back office, newest first. */
export function AdminAuditPage() {
  const [filters, , { bar, toPage, page: current }] = useUrlFilters(defaults);
  const action = auditActions.schema.safeParse(filters.action).data;
  const targetType = auditTargetSchema.safeParse(filters.target_type).data;
  const query = useAudit({
    action,
    target_type: targetType,
    target_id: filters.target_id || undefined,
    page: current,
  });
  const filtered = Boolean(action || targetType || filters.target_id);

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.audit}
        lead={query.data ? t.total(query.data.total) : t.lead}
      />
      <FilterBar label={t.searchLabel} fields={fields} {...bar} />
      <QueryTable
        {...table}
        query={query}
        rows={query.data?.entries}
        empty={filtered ? t.noMatch : t.none}
        onPage={toPage}
      />
    </>
  );
}
