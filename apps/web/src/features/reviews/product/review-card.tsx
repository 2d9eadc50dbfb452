import { reviewFitLabels } from '@shop/contract/review-rules';
import type { Review } from '@shop/contract/reviews';
import { BadgeCheck } from 'lucide-react';
import { formatDate } from '../../../shared/format/dates';
import { Stars } from '../../../shared/ui/stars';
import { HelpfulButton } from './helpful-button';
import styles from './review-card.module.css';
import { ReviewPhoto, THUMB } from './review-photo';
import { reviewText as t } from './review-text';

/** "키 165cm · 56kg · 평소 M": the parts the writer gave, or null without any. */
function profileLine(review: Pick<Review, 'height_cm' | 'weight_kg' | 'usual_size'>) {
  const parts = [
    review.height_cm !== null && t.height(review.height_cm),
    review.weight_kg !== null && t.weight(review.weight_kg),
    review.usual_size && t.usualSize(review.usual_size),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The stars, who wrote it and when: the head of a review in the list and in the photo viewer. */
export function ReviewByline({ review }: { review: Review }) {
  return (
    <div className={styles.byline}>
      <Stars rating={review.rating} />
      <span className={styles.author}>{review.author}</span>
      <time dateTime={review.created_at} className={styles.muted}>
        {formatDate(review.created_at)}
      </time>
      {review.edited_at && <span className={styles.muted}>{t.edited}</span>}
    </div>
  );
}

/** One review: byline, what was bought and how it fit, the text, photos, 도움돼요, the reply. */
export function ReviewCard({
  review,
  onPhoto,
}: {
  review: Review;
  onPhoto: (url: string) => void;
}) {
  const profile = profileLine(review);
  return (
    <article className={styles.card}>
      <ReviewByline review={review} />
      <p className={styles.purchase}>
        <span className={styles.verified}>
          <BadgeCheck size={14} strokeWidth={1.5} aria-hidden />
          {t.verified}
        </span>
        <span>
          <span className="visually-hidden">{t.option} </span>
          {review.option_label}
        </span>
      </p>
      <p className={styles.profile}>
        {profile && <span>{profile}</span>}
        <span>
          {t.fit} <strong className={styles.fit}>{reviewFitLabels[review.fit]}</strong>
        </span>
      </p>
      <p className={styles.body}>{review.body}</p>
      {review.photo_urls.length > 0 && (
        <ul className={styles.photos}>
          {review.photo_urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={styles.photo}
                aria-label={t.reviewPhoto(review.author, i + 1)}
                onClick={() => onPhoto(url)}
              >
                <ReviewPhoto src={url} {...THUMB} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <HelpfulButton review={review} />
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyHead}>
            <span className={styles.author}>{t.reply}</span>
            <time dateTime={review.reply.replied_at} className={styles.muted}>
              {formatDate(review.reply.replied_at)}
            </time>
          </p>
          <p className={styles.body}>{review.reply.body}</p>
        </div>
      )}
    </article>
  );
}
