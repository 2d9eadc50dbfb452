import type { Review } from '@shop/contract/reviews';
import { Modal } from '../../../shared/ui/modal';
import { useStripReviews } from './list-api';
import styles from './photo-lightbox.module.css';
import { ReviewByline } from './review-card';
import { ReviewPhoto } from './review-photo';
import { reviewText as t } from './review-text';

/** A photo opened from a review (which comes with it) or from the strip (found by its id). */
export interface OpenPhoto {
  url: string;
  reviewId: number;
  review?: Review;
}

const PHOTO_SIZES = '(max-width: 767px) 100vw, 600px';
/** A 4:5 box like the product photos' is kept while it loads; another shape fits inside it. */
const PHOTO_BOX = { width: 800, height: 1000 } as const;

/** The photo large, with the review it belongs to under it. */
export function PhotoLightbox({
  itemId,
  photo,
  onClose,
}: {
  itemId: number;
  photo: OpenPhoto | null;
  onClose: () => void;
}) {
  const strip = useStripReviews(itemId, photo !== null && !photo.review);
  const review = photo?.review ?? strip.data?.items.find((r) => r.id === photo?.reviewId);
  return (
    <Modal open={photo !== null} onClose={onClose} title={t.lightbox} size="fill">
      {photo && (
        <figure className={styles.figure}>
          <ReviewPhoto
            src={photo.url}
            sizes={PHOTO_SIZES}
            {...PHOTO_BOX}
            alt={review ? t.photoOf(review.author) : t.photoAlt}
            className={styles.image}
          />
          {review && (
            <figcaption className={styles.caption}>
              <ReviewByline review={review} />
              <p className={styles.option}>{review.option_label}</p>
              <p className={styles.body}>{review.body}</p>
            </figcaption>
          )}
        </figure>
      )}
    </Modal>
  );
}
