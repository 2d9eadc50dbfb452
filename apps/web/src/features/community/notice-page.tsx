import { refusal } from '../../shared/api/errors';
import { formatFullDate } from '../../shared/format/dates';
import { Link } from '../../shared/routing';
import shared from './community.module.css';
import { communityText as t } from './community-text';
import { useNotice } from './notice-api';
import { BackToList, BoardState, LoadingLine, useEntry } from './page-states';
import styles from './post-page.module.css';
import { SafeHtml } from './safe-html';

/** /service/notice/{id}: one notice of the shop (title, writer, date, content). */
export function NoticePage() {
  const notice = useEntry(useNotice, t.noticeEyebrow);

  if (notice.isPending) {
    return <LoadingLine>{t.noticeLoading}</LoadingLine>;
  }
  if (notice.isError) {
    return <BoardState title={refusal(notice.error) === 404 ? t.noticeNotFound : t.noticeError} />;
  }
  const n = notice.data;
  return (
    <article className={`${shared.page} ${shared.narrow}`} aria-labelledby="notice-title">
      <header className={styles.header}>
        <p className={shared.eyebrow}>
          <Link to="/service/notices">{t.noticeEyebrow}</Link>
        </p>
        <h1 id="notice-title" className={shared.title}>
          {n.title}
        </h1>
        <p className={styles.meta}>
          <span className={styles.writer}>{n.admin_nickname}</span>
          <time dateTime={n.created_at}>{formatFullDate(n.created_at)}</time>
          <span>{t.views(n.view_count)}</span>
        </p>
      </header>
      <SafeHtml html={n.payload} className={styles.body} />
      <BackToList />
    </article>
  );
}
