import { adminContentMessages } from '@shop/contract/admin-content';
import { Pin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import page from '../page.module.css';
import { errorMessage } from '../query-state';
import { QueryTable } from '../query-table';
import { StatusBadge } from '../status-badge';
import { type NoticeRow, useAdminNotices, useDeleteNotice, usePinNotice } from './api';

const t = adminText.notices;

/** Notices: pinned first; write, edit, pin, delete. */
export function AdminNoticesPage() {
  const query = useAdminNotices();
  const pin = usePinNotice();
  const remove = useDeleteNotice();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<NoticeRow>();

  function togglePin(n: NoticeRow) {
    pin.mutate(
      { id: n.notice_id, pinned: !n.pinned },
      {
        onSuccess: () =>
          notify(n.pinned ? adminContentMessages.unpinned : adminContentMessages.pinned),
        onError: (e) => notify(errorMessage(e), 'alert'),
      },
    );
  }

  const columns: Column<NoticeRow>[] = [
    {
      key: 'pinned',
      header: <span className="visually-hidden">{t.pinned}</span>,
      width: '72px',
      cell: (n) => (n.pinned ? <StatusBadge tone="accent">{t.pinned}</StatusBadge> : null),
    },
    {
      key: 'title',
      header: t.title,
      cell: (n) => (
        <Link className={page.rowLink} to={`/admin/notices/${n.notice_id}`}>
          {n.title}
        </Link>
      ),
    },
    { key: 'writer', header: t.writer, cell: (n) => n.admin_nickname },
    {
      key: 'date',
      header: t.date,
      cell: (n) => <span className={page.num}>{formatDateTime(n.created_at)}</span>,
    },
    {
      key: 'views',
      header: t.views,
      align: 'end',
      cell: (n) => n.view_count.toLocaleString('ko-KR'),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t.actions}</span>,
      align: 'end',
      cell: (n) => (
        <span className={page.rowActions}>
          <button
            type="button"
            className={page.textButton}
            onClick={() => togglePin(n)}
            disabled={pin.isPending}
            aria-label={`${n.title} ${n.pinned ? t.unpin : t.pin}`}
          >
            <Pin size={12} strokeWidth={1.5} aria-hidden /> {n.pinned ? t.unpin : t.pin}
          </button>
          <button
            type="button"
            className={page.textButton}
            onClick={() => setDeleting(n)}
            aria-label={`${n.title} ${t.delete}`}
          >
            {t.delete}
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.notices}
        lead={t.lead}
        actions={
          <Link to="/admin/notices/new" className={page.newLink}>
            <Plus size={16} strokeWidth={1.5} aria-hidden />
            {t.write}
          </Link>
        }
      />
      <section className={page.section}>
        <QueryTable
          query={query}
          caption={adminText.nav.notices}
          columns={columns}
          rows={query.data}
          rowKey={(n) => n.notice_id}
          empty={t.none}
        />
      </section>
      <ActionConfirm
        target={deleting}
        mutation={remove}
        variables={(n) => n.notice_id}
        onDone={() => notify(adminText.deleted)}
        onClose={() => setDeleting(undefined)}
        title={t.deleteTitle}
        confirmLabel={t.delete}
      >
        <p>{deleting && t.deleteBody(deleting.title)}</p>
      </ActionConfirm>
    </>
  );
}
