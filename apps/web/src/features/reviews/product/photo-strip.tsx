import { REVIEW_RULES } from '@shop/contract/review-rules';
import type { ReviewSummary } from '@shop/contract/reviews';
import { ReviewPhoto, THUMB } from './review-photo';
import { reviewText as t } from './review-text';
import styles from './reviews-body.module.css';

/** The newest review photos in a row that scrolls sideways; a photo opens in the viewer. */
export function PhotoStrip({
  summary,
  onOpen,
}: {
  summary: ReviewSummary;
  onOpen: (url: string, reviewId: number) => void;
}) {
  const photos = summary.photos.slice(0, REVIEW_RULES.photoStripSize);
  if (photos.length === 0) return null;
  return (
    <div className={styles.strip}>
      <h3 className={styles.stripTitle}>
        {t.photos} <span className={styles.stripCount}>{t.photoCount(summary.photo_count)}</span>
      </h3>
      <ul className={styles.stripList}>
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t.stripPhoto(i + 1)}
              onClick={() => onOpen(photo.url, photo.review_id)}
            >
              <ReviewPhoto
                src={photo.url}
                {...THUMB}
                alt=""
                loading="lazy"
                className={styles.thumbImage}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
