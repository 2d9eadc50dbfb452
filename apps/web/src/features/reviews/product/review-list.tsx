import type { Review } from '@shop/contract/reviews';
import { ReviewCard } from './review-card';
import styles from './review-card.module.css';
import { reviewText as t } from './review-text';

export function ReviewList({
  reviews,
  onPhoto,
}: {
  reviews: Review[];
  onPhoto: (url: string, review: Review) => void;
}) {
  return (
    <ul className={styles.list} aria-label={t.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.item}>
          <ReviewCard review={review} onPhoto={(url) => onPhoto(url, review)} />
        </li>
      ))}
    </ul>
  );
}
