import { groupDigits } from '@shop/contract/format';
import type { QnaListItem } from '@shop/contract/qna';
import { ImageIcon, MessageSquare } from 'lucide-react';
import { Link } from '../../shared/routing';
import { communityText as t } from './community-text';
import styles from './qna-rows.module.css';
import { RelativeTime } from './relative-time';
import { SecretLock } from './secret-lock';

const hrefOf = (post: QnaListItem) =>
  post.is_notice ? `/service/notice/${post.id}` : `/service/contents/${post.id}`;

function TitleLine({ post }: { post: QnaListItem }) {
  return (
    <>
      {post.is_notice && <span className={styles.noticeBadge}>{t.notice}</span>}
      {post.is_secret && <SecretLock size={14} className={styles.lock} />}
      <span
        className={post.is_notice ? `${styles.titleText} ${styles.noticeTitle}` : styles.titleText}
      >
        {post.title}
      </span>
      {post.image_urls.length > 0 && (
        <ImageIcon
          size={14}
          strokeWidth={1.5}
          className={styles.meta}
          aria-label={t.hasImages}
          role="img"
        />
      )}
      {post.comment_count > 0 && (
        <span className={styles.commentCount}>
          <span aria-hidden>[{post.comment_count}]</span>
          <span className="visually-hidden">{t.comments(post.comment_count)}</span>
        </span>
      )}
    </>
  );
}

/** Desktop: a table of posts with number, title, writer, date and views. */
export function QnaTable({ posts }: { posts: QnaListItem[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.listCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.colNumber}>
            {t.columns.number}
          </th>
          <th scope="col">{t.columns.title}</th>
          <th scope="col" className={styles.colWriter}>
            {t.columns.writer}
          </th>
          <th scope="col" className={styles.colDate}>
            {t.columns.date}
          </th>
          <th scope="col" className={styles.colViews}>
            {t.columns.views}
          </th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr
            key={`${post.is_notice ? 'n' : 'q'}${post.id}`}
            className={post.is_notice ? styles.noticeRow : undefined}
          >
            <td className={styles.number}>{post.is_notice ? '' : post.id}</td>
            <td>
              <Link to={hrefOf(post)} className={styles.titleLink}>
                <TitleLine post={post} />
              </Link>
            </td>
            <td className={styles.cellMuted}>{post.writer}</td>
            <td className={styles.cellMuted}>
              <RelativeTime iso={post.created_at} />
            </td>
            <td className={styles.cellMuted}>{groupDigits(post.view_count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Mobile: one tappable row per post, its details on a second line. */
export function QnaList({ posts }: { posts: QnaListItem[] }) {
  return (
    <ul className={styles.list} aria-label={t.listCaption}>
      {posts.map((post) => (
        <li
          key={`${post.is_notice ? 'n' : 'q'}${post.id}`}
          className={post.is_notice ? styles.noticeRow : undefined}
        >
          <Link to={hrefOf(post)} className={styles.item}>
            <span className={styles.itemTitle}>
              <TitleLine post={post} />
            </span>
            <span className={styles.itemMeta}>
              <span>{post.writer}</span>
              <RelativeTime iso={post.created_at} />
              <span>{t.views(post.view_count)}</span>
              {post.comment_count > 0 && (
                <span className={styles.itemComments} aria-hidden>
                  <MessageSquare size={12} strokeWidth={1.5} />
                  {post.comment_count}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
