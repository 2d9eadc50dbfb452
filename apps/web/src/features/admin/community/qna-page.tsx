import { type AdminQnaRow, qnaAnswerStates } from '@shop/contract/admin-content';
import { Lock } from 'lucide-react';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { choiceField, numberColumn } from '../columns';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { StatusBadge } from '../status-badge';
import { useUrlFilters } from '../url-filters';
import { useAdminQna } from './api';
import styles from './qna-page.module.css';
import { QnaPost } from './qna-post';

const defaults = { state: 'all', post: '', page: '1' };
const t = adminText.qna;

const table = { caption: adminText.nav.qna, rowKey: (q: AdminQnaRow) => q.qna_id };

/** Q&A: unanswered posts first; read one, answer as the shop, delete what is abusive. */
export function AdminQnaPage() {
  const [filters, setFilters, { bar, page: current }] = useUrlFilters(defaults);
  const state = qnaAnswerStates.schema.catch('all').parse(filters.state);
  const query = useAdminQna({ state, page: current });
  const open = filters.post ? Number(filters.post) : undefined;

  const columns: Column<AdminQnaRow>[] = [
    {
      key: 'state',
      header: t.state,
      width: '96px',
      cell: (q) =>
        q.is_answered ? (
          <StatusBadge tone="done">{qnaAnswerStates.labels.answered}</StatusBadge>
        ) : (
          <StatusBadge tone="accent">{qnaAnswerStates.labels.unanswered}</StatusBadge>
        ),
    },
    {
      key: 'title',
      header: t.title,
      cell: (q) => (
        <button
          type="button"
          className={q.qna_id === open ? styles.titleOpen : styles.title}
          aria-expanded={q.qna_id === open}
          onClick={() =>
            setFilters({ post: q.qna_id === open ? '' : String(q.qna_id), page: filters.page })
          }
        >
          {q.is_secret && <Lock size={12} strokeWidth={1.5} aria-label={t.secret} />}
          {q.title}
          {q.comment_count > 0 && <span className={page.muted}> [{q.comment_count}]</span>}
        </button>
      ),
    },
    { key: 'writer', header: t.writer, cell: (q) => q.writer },
    numberColumn('date', t.date, (q) => formatDateTime(q.created_at)),
  ];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.qna}
        lead={query.data ? t.count(query.data.total) : t.lead}
      />
      <FilterBar
        label={t.searchLabel}
        fields={[
          choiceField('state', t.state, qnaAnswerStates.schema.options, qnaAnswerStates.labels),
        ]}
        {...bar}
        onApply={(values) => setFilters({ state: values.state ?? 'all', post: '' })}
      />
      <div className={open ? styles.split : undefined}>
        <div>
          <QueryTable
            {...table}
            query={query}
            columns={columns}
            rows={query.data?.posts}
            empty={state === 'unanswered' ? t.allAnswered : t.none}
            onPage={(n) => setFilters({ page: String(n), post: '' })}
          />
        </div>
        {open !== undefined && (
          <QnaPost
            key={open}
            id={open}
            onClose={() => setFilters({ post: '', page: filters.page })}
          />
        )}
      </div>
    </>
  );
}
