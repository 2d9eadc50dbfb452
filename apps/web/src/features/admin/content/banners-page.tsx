import type { Banner } from '@shop/contract/banners';
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
import { useAdminBanners, useDeleteBanner, useSaveBanner, withActive } from './banner-api';
import styles from './banners-page.module.css';

const t = adminText.banners;

const table = { caption: adminText.nav.banners, rowKey: (b: Banner) => b.banner_id };

/** The home page's banners: write, switch on or off, delete. */
export function AdminBannersPage() {
  const query = useAdminBanners();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Banner>();

  function toggle(b: Banner) {
    save.mutate(
      { id: b.banner_id, body: withActive(b, !b.is_active) },
      {
        onSuccess: () => notify(adminText.saved),
        onError: (e) => notify(errorMessage(e), 'alert'),
      },
    );
  }

  const columns: Column<Banner>[] = [
    {
      key: 'preview',
      header: t.preview,
      width: '120px',
      cell: (b) => (
        <img src={b.image_url} alt="" width={100} height={40} className={styles.thumb} />
      ),
    },
    linkColumn('title', t.title, (b) => [`/admin/banners/${b.banner_id}`, b.title]),
    { key: 'link', header: t.linkUrl, cell: (b) => <code>{b.link_url}</code> },
    {
      key: 'state',
      header: t.state,
      cell: (b) =>
        b.is_active ? (
          <StatusBadge tone="accent">{t.shown}</StatusBadge>
        ) : (
          <StatusBadge>{t.hidden}</StatusBadge>
        ),
    },
    numberColumn('date', t.date, (b) => formatDateTime(b.created_at)),
    actionsColumn(t.actions, (b) => (
      <span className={page.rowActions}>
        <RowButton
          row={b.title}
          label={b.is_active ? t.hide : t.show}
          onClick={() => toggle(b)}
          disabled={save.isPending}
        />
        <RowButton row={b.title} label={t.delete} onClick={() => setDeleting(b)} />
      </span>
    )),
  ];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.banners}
        lead={t.lead}
        actions={<NewRecordLink to="/admin/banners/new">{t.write}</NewRecordLink>}
      />
      <section className={page.section}>
        <QueryTable {...table} query={query} columns={columns} rows={query.data} empty={t.none} />
      </section>
      <ActionConfirm
        target={deleting}
        mutation={remove}
        variables={(b) => b.banner_id}
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
