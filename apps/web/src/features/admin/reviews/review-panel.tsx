import { reviewFitLabels } from '@shop/contract/review-rules';
import type { AdminReview } from '@shop/contract/reviews';
import { X } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useId, useRef } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import { PhotoThumbs } from '../../../shared/ui/photo-thumbs';
import { Stars } from '../../../shared/ui/stars';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { useAdminReview } from './api';
import { ReplyEditor } from './reply-editor';
import styles from './review-panel.module.css';
import { ReviewStatusBadge } from './review-status-badge';
import { reviewText as t } from './review-text';
import { VisibilityAction } from './visibility-action';

/** One review beside the list: its words as written and as shown, and what the shop can do. */
export function ReviewPanel({
  id,
  listed,
  onClose,
}: {
  id: number;
  /** The list's copy, shown while the review loads. */
  listed: AdminReview | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const query = useAdminReview(id, listed);
  const review = query.data;
  // Opened from a row: focus (and so the view) moves to the review.
  useEffect(() => panel.current?.focus(), []);
  return (
    <article ref={panel} tabIndex={-1} className={styles.panel} aria-labelledby={titleId}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
        <X size={18} strokeWidth={1.5} aria-hidden />
      </button>
      <QueryStatus query={query} />
      {review && <ReviewDetails review={review} titleId={titleId} />}
    </article>
  );
}

function ReviewDetails({ review, titleId }: { review: AdminReview; titleId: string }) {
  return (
    <>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {review.item_name}
        </h2>
        <p className={styles.sub}>
          {review.option_label}
          <Link to={`/admin/products/${review.item_id}`} className={styles.productLink}>
            {t.viewProduct}
          </Link>
        </p>
        <p className={styles.meta}>
          <Stars rating={review.rating} />
          <ReviewStatusBadge status={review.status} />
        </p>
        <p className={styles.byline}>
          {review.writer} · <span className={page.num}>{formatDateTime(review.created_at)}</span>
          {review.edited_at && <> · {t.edited}</>}
        </p>
      </header>
      {review.status === 'HIDDEN' && review.hidden_reason && (
        <p className={styles.hiddenReason}>
          <strong>{t.hiddenReason}</strong> {review.hidden_reason}
        </p>
      )}
      <Block title={t.original}>
        <p className={styles.text}>{review.body}</p>
      </Block>
      {review.privacy_masked.length > 0 && (
        <Block title={t.publicCopy}>
          <p className={styles.note}>{t.maskedNote(review.privacy_masked)}</p>
          <p className={styles.text}>{review.public_body}</p>
        </Block>
      )}
      {review.photo_urls.length > 0 && (
        <PhotoThumbs
          urls={review.photo_urls}
          size={96}
          classes={{ list: styles.photos, link: styles.photo }}
          alt={t.photoAlt}
          label={{ list: t.photos, newTab: t.opensInNewTab }}
        />
      )}
      <ReviewFacts review={review} />
      <VisibilityAction review={review} />
      <ReplyEditor review={review} />
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** '키 165cm · 몸무게 52kg · 평소 사이즈 M', the parts the writer gave. */
const profileLine = (r: AdminReview) =>
  [
    r.height_cm !== null && t.height(r.height_cm),
    r.weight_kg !== null && t.weight(r.weight_kg),
    r.usual_size && t.usualSize(r.usual_size),
  ]
    .filter(Boolean)
    .join(' · ') || t.noProfile;

function ReviewFacts({ review }: { review: AdminReview }) {
  const facts: [string, ReactNode][] = [
    [t.profile, profileLine(review)],
    [t.fit, reviewFitLabels[review.fit]],
    [t.helpful, t.helpfulCount(review.helpful_count)],
    [t.reward, review.reward_points > 0 ? t.rewardPoints(review.reward_points) : t.noReward],
  ];
  return (
    <dl className={`${page.dl} ${styles.facts}`}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
