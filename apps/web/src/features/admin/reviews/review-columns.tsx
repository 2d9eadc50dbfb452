import type { AdminReview } from '@shop/contract/reviews';
import { Check } from 'lucide-react';
import { formatDate } from '../../../shared/format/dates';
import type { Column } from '../../../shared/ui/data-table';
import { Stars } from '../../../shared/ui/stars';
import { numberColumn } from '../columns';
import page from '../page.module.css';
import { ReviewStatusBadge } from './review-status-badge';
import { reviewText as t } from './review-text';
import styles from './reviews-page.module.css';

/**
 * The list's columns. The first holds the stars, the date and the opening excerpt together, so a
 * phone shows what opens the review without scrolling the table sideways.
 */
export function reviewColumns(
  open: number | undefined,
  onToggle: (review: AdminReview) => void,
): Column<AdminReview>[] {
  return [
    {
      key: 'review',
      header: t.body,
      cell: (r) => (
        <div className={styles.summary}>
          <span className={styles.meta}>
            <Stars rating={r.rating} size={12} />
            <span className={page.num}>{formatDate(r.created_at)}</span>
          </span>
          <button
            type="button"
            className={r.id === open ? styles.excerptOpen : styles.excerpt}
            aria-expanded={r.id === open}
            data-review={r.id}
            onClick={() => onToggle(r)}
          >
            {r.body}
          </button>
        </div>
      ),
    },
    { key: 'status', header: t.status, cell: (r) => <ReviewStatusBadge status={r.status} /> },
    {
      key: 'product',
      header: t.product,
      cell: (r) => (
        <span className={styles.product}>
          {r.item_name}
          <span className={styles.option}>{r.option_label}</span>
        </span>
      ),
    },
    { key: 'writer', header: t.writer, cell: (r) => r.writer },
    numberColumn(
      'photos',
      t.photos,
      (r) => (r.photo_urls.length ? t.photoCount(r.photo_urls.length) : '—'),
      { align: 'end' },
    ),
    numberColumn('helpful', t.helpful, (r) => r.helpful_count.toLocaleString('ko-KR'), {
      align: 'end',
    }),
    {
      key: 'reply',
      header: t.reply,
      align: 'center',
      cell: (r) =>
        r.reply ? (
          <span className={styles.replied}>
            <Check size={16} strokeWidth={1.5} aria-hidden />
            <span className="visually-hidden">{t.replied}</span>
          </span>
        ) : (
          <span className={page.muted}>
            <span aria-hidden>—</span>
            <span className="visually-hidden">{t.notReplied}</span>
          </span>
        ),
    },
  ];
}
