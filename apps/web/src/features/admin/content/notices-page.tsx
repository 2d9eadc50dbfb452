import { adminContentMessages } from '@shop/contract/admin-content';
import { Pin } from 'lucide-react';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { linkColumn, numberColumn, RowButton } from '../columns';
import { adminText } from '../messages';
import { errorMessage } from '../query-state';
import { RecordListPage } from '../record-list';
import { StatusBadge } from '../status-badge';
import { type NoticeRow, useAdminNotices, useDeleteNotice, usePinNotice } from './api';

const t = adminText.notices;

/** Notices: pinned first; write, edit, pin, delete. */
export function AdminNoticesPage() {
  const query = useAdminNotices();
  const pin = usePinNotice();
  const remove = useDeleteNotice();
  const notify = useNotify();

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
  ];

  return (
    <RecordListPage
      title={adminText.nav.notices}
      text={t}
      path="/admin/notices"
      rowKey={(n: NoticeRow) => n.notice_id}
      query={query}
      columns={columns}
      rowActions={(n) => (
        <RowButton
          row={n.title}
          label={n.pinned ? t.unpin : t.pin}
          onClick={() => togglePin(n)}
          disabled={pin.isPending}
        >
          <Pin size={12} strokeWidth={1.5} aria-hidden /> {n.pinned ? t.unpin : t.pin}
        </RowButton>
      )}
      remove={remove}
    />
  );
}
