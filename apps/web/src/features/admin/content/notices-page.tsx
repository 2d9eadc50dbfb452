import { adminContentMessages } from '@shop/contract/admin-content';
import { Pin } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { AdminPageHeader } from '../admin-page-header';
import { actionsColumn, linkColumn, numberColumn, RowButton } from '../columns';
import { adminText } from '../messages';
import page from '../page.module.css';
import { errorMessage } from '../query-state';
import { QueryTable } from '../query-table';
import { NewRecordLink } from '../record-form';
import { StatusBadge } from '../status-badge';
import { type NoticeRow, useAdminNotices, useDeleteNotice, usePinNotice } from './api';

const t = adminText.notices;

const table = { caption: adminText.nav.notices, rowKey: (n: NoticeRow) => n.notice_id };

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
    linkColumn('title', t.title, (n) => [`/admin/notices/${n.notice_id}`, n.title]),
    { key: 'writer', header: t.writer, cell: (n) => n.admin_nickname },
    numberColumn('date', t.date, (n) => formatDateTime(n.created_at)),
    {
      key: 'views',
      header: t.views,
      align: 'end',
      cell: (n) => n.view_count.toLocaleString('ko-KR'),
    },
    actionsColumn(t.actions, (n) => (
      <span className={page.rowActions}>
        <RowButton
          row={n.title}
          label={n.pinned ? t.unpin : t.pin}
          onClick={() => togglePin(n)}
          disabled={pin.isPending}
        >
          <Pin size={12} strokeWidth={1.5} aria-hidden /> {n.pinned ? t.unpin : t.pin}
        </RowButton>
        <RowButton row={n.title} label={t.delete} onClick={() => setDeleting(n)} />
      </span>
    )),
  ];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.notices}
        lead={t.lead}
        actions={<NewRecordLink to="/admin/notices/new">{t.write}</NewRecordLink>}
      />
      <section className={page.section}>
        <QueryTable {...table} query={query} columns={columns} rows={query.data} empty={t.none} />
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
