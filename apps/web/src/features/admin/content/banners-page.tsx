import type { Banner } from '@shop/contract/banners';
import { formatDateTime } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { linkColumn, numberColumn, RowButton } from '../columns';
import { adminText } from '../messages';
import { errorMessage } from '../query-state';
import { RecordListPage } from '../record-list';
import { StatusBadge } from '../status-badge';
import { useAdminBanners, useDeleteBanner, useSaveBanner, withActive } from './api';
import styles from './banners-page.module.css';

const t = adminText.banners;

/** The home page's banners: write, switch on or off, delete. */
export function AdminBannersPage() {
  const query = useAdminBanners();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const notify = useNotify();

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
  ];

  return (
    <RecordListPage
      title={adminText.nav.banners}
      text={t}
      path="/admin/banners"
      rowKey={(b: Banner) => b.banner_id}
      query={query}
      columns={columns}
      rowActions={(b) => (
        <RowButton
          row={b.title}
          label={b.is_active ? t.hide : t.show}
          onClick={() => toggle(b)}
          disabled={save.isPending}
        />
      )}
      remove={remove}
    />
  );
}
