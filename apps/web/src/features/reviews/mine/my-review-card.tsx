import { reviewFitLabels } from '@shop/contract/review-rules';
import type { MyReview } from '@shop/contract/reviews';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { PhotoThumbs } from '../../../shared/ui/photo-thumbs';
import { ProductPicture } from '../../../shared/ui/product-picture';
import { Stars } from '../../../shared/ui/stars';
import { myReviewText as t } from './messages';
import styles from './my-reviews.module.css';

/** The writer's build, as far as they gave it: '키 165cm · 몸무게 55kg · 평소 사이즈 M'. */
function profileOf(review: MyReview): string {
  return [
    review.height_cm !== null && t.height(review.height_cm),
    review.weight_kg !== null && t.weight(review.weight_kg),
    review.usual_size && t.usualSize(review.usual_size),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One of the member's reviews as they wrote it, with what the shop did with it (hidden, its
 * reply, the reward, what others read masked), and its 수정 / 삭제. `focused` brings it into view
 * (an order card's link to a line already reviewed).
 */
export function MyReviewCard({
  review,
  focused,
  onEdit,
  onDelete,
}: {
  review: MyReview;
  focused: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);
  const headingId = `review-${review.id}`;
  const profile = profileOf(review);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={styles.review}
      data-focused={focused || undefined}
      aria-labelledby={headingId}
    >
      <div className={styles.reviewHead}>
        <div className={styles.thumb}>
          {review.item_image_url && (
            <ProductPicture src={review.item_image_url} sizes="64px" alt="" loading="lazy" />
          )}
        </div>
        <div className={styles.info}>
          <h3 id={headingId} className={styles.reviewTitle}>
            <Link to={`/product/${review.item_id}`} className={styles.name}>
              {review.item_name}
            </Link>
          </h3>
          <p className={styles.meta}>{review.option_label}</p>
          <p className={styles.ratingLine}>
            <Stars rating={review.rating} />
            <span className={styles.meta}>
              {t.writtenOn(formatDate(review.created_at))}
              {review.edited_at && ` · ${t.edited}`}
            </span>
          </p>
        </div>
      </div>

      {review.status === 'HIDDEN' && (
        <p className={styles.hiddenNote}>{t.hidden(review.hidden_reason)}</p>
      )}

      <p className={styles.fitLine}>
        <strong>{t.fit(reviewFitLabels[review.fit])}</strong>
        {profile && <span className={styles.meta}>{profile}</span>}
      </p>
      <p className={styles.body}>{review.body}</p>

      {review.photo_urls.length > 0 && (
        <PhotoThumbs
          urls={review.photo_urls}
          size={72}
          classes={{ list: styles.photos, link: styles.photo }}
          alt={t.photoAlt}
          label={{ list: t.photoList, newTab: t.opensInNewTab }}
        />
      )}

      {review.privacy_masked.length > 0 && (
        <p className={styles.maskedNote}>
          {t.masked} {t.maskedKinds(review.privacy_masked)}
        </p>
      )}

      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            {t.reply}
            <span className={styles.meta}>{formatDate(review.reply.replied_at)}</span>
          </p>
          <p className={styles.body}>{review.reply.body}</p>
        </div>
      )}

      <div className={styles.reviewFoot}>
        <p className={styles.meta}>
          {t.helpful(review.helpful_count)}
          {review.reward_points > 0 && (
            <span className={styles.reward}> · {t.reward(review.reward_points)}</span>
          )}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.action}
            aria-label={t.editOf(review.item_name)}
            onClick={onEdit}
          >
            {t.edit}
          </Button>
          <Button
            variant="ghost"
            className={styles.action}
            aria-label={t.removeOf(review.item_name)}
            onClick={onDelete}
          >
            {t.remove}
          </Button>
        </div>
      </div>
    </article>
  );
}
