import { Pin } from 'lucide-react';
import { formatFullDate } from '../../shared/format/dates';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useSearchParams } from '../../shared/routing';
import { ListOrNote } from '../../shared/ui/list-or-note';
import { Pagination } from '../../shared/ui/pagination';
import shared from './community.module.css';
import { communityText as t } from './community-text';
import { useNotices } from './notice-api';
import styles from './notice-list-page.module.css';
import { BoardState, LoadingLine } from './page-states';

/** Notices per page; the shop writes a few a month, so the list is paged here, not by the API. */
export const NOTICES_PER_PAGE = 10;

/** /service/notices: every notice of the shop, pinned first, ten to a page. */
export function NoticeListPage() {
  usePageTitle(t.noticeListTitle);
  const [params] = useSearchParams();
  const notices = useNotices();
  const asked = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  if (notices.isPending) return <LoadingLine>{t.noticeListLoading}</LoadingLine>;
  if (notices.isError) return <BoardState title={t.noticeError} />;

  const pageCount = Math.max(1, Math.ceil(notices.data.length / NOTICES_PER_PAGE));
  const page = Math.min(asked, pageCount);
  const rows = notices.data.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  return (
    <section className={`${shared.page} ${shared.narrow}`} aria-labelledby="notices-title">
      <header className={styles.header}>
        <p className={shared.eyebrow}>{t.noticeEyebrow}</p>
        <h1 id="notices-title" className={shared.title}>
          {t.noticeListTitle}
        </h1>
      </header>
      <ListOrNote items={rows} note={t.noticeListEmpty} styles={styles}>
        {(notice) => (
          <li key={notice.notice_id} className={notice.pinned ? styles.pinned : undefined}>
            <Link to={`/service/notice/${notice.notice_id}`} className={styles.row}>
              <span className={styles.title}>
                {notice.pinned && (
                  <span className={styles.badge}>
                    <Pin size={12} strokeWidth={1.75} aria-hidden />
                    {t.pinned}
                  </span>
                )}
                {notice.title}
              </span>
              <time className={styles.date} dateTime={notice.created_at}>
                {formatFullDate(notice.created_at)}
              </time>
            </Link>
          </li>
        )}
      </ListOrNote>
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(n) => (n === 1 ? '/service/notices' : `/service/notices?page=${n}`)}
      />
    </section>
  );
}
