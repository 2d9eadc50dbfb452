import { REVIEWS_ANCHOR } from './product-reviews';
import styles from './product-reviews.module.css';
import { reviewText as t } from './review-text';
import { useReviewSummary } from './summary-api';

/**
 * Under the price: "★ 4.8" and "구매평 (N)" leading down to the section. The line keeps its
 * height while the summary loads, so nothing below it moves.
 */
export function ReviewRatingLink({ itemId, className }: { itemId: number; className?: string }) {
  const summary = useReviewSummary(itemId).data;
  const figure = summary?.average != null ? t.ratingFigure(summary.average) : undefined;
  return (
    <p className={[styles.ratingLine, className ?? ''].join(' ')}>
      {figure && (
        <>
          <span className={styles.average} aria-hidden="true">
            ★ {figure}
          </span>
          <span className="visually-hidden">{t.ratingLabel(figure)}</span>
        </>
      )}
      {summary && (
        <a href={`#${REVIEWS_ANCHOR}`} className={styles.link}>
          {t.link(summary.count)}
        </a>
      )}
    </p>
  );
}
