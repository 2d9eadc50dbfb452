import {
  fitHeadline,
  fitShares,
  formatRating,
  REVIEW_FITS,
  reviewFitLabels,
} from '@shop/contract/review-rules';
import type { ReviewSummary } from '@shop/contract/reviews';
import { Stars } from '../../../shared/ui/stars';
import styles from './review-summary.module.css';
import { reviewText as t } from './review-text';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

const percent = (n: number, total: number) => (total === 0 ? 0 : Math.round((n * 100) / total));

/** The average, the reviews per star, and how the size felt. */
export function ReviewSummaryPanel({
  summary,
  className,
}: {
  summary: ReviewSummary;
  className?: string;
}) {
  const headline = fitHeadline(summary.fit);
  const shares = fitShares(summary.fit);
  return (
    <div className={[styles.summary, className ?? ''].join(' ')}>
      {summary.average !== null && (
        <p className={styles.average}>
          <span className="visually-hidden">{t.average}</span>
          <span className={styles.figure}>{formatRating(summary.average)}</span>
          <Stars rating={summary.average} size={18} />
        </p>
      )}
      <p className={styles.total}>{t.total(summary.count)}</p>

      <ul className={styles.bars} aria-label={t.distribution}>
        {STARS_DOWN.map((star) => {
          const n = summary.distribution[star];
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.label}>{t.star(star)}</span>
              <Track share={percent(n, summary.count)} />
              <span className={styles.value}>
                {n}
                <span className="visually-hidden">{t.reviewsUnit}</span>
              </span>
            </li>
          );
        })}
      </ul>

      {headline && (
        <div className={styles.fit}>
          <p className={styles.fitHeadline}>
            {t.fit} <strong>{headline}</strong>
          </p>
          <ul className={styles.bars} aria-label={t.fitShares}>
            {REVIEW_FITS.map((fit) => (
              <li key={fit} className={styles.bar}>
                <span className={styles.label}>{reviewFitLabels[fit]}</span>
                <Track share={shares[fit]} />
                <span className={styles.value}>{shares[fit]}%</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A bar's track, filled to `share` percent; the row's text says the figure. */
function Track({ share }: { share: number }) {
  return (
    <span className={styles.track} aria-hidden="true">
      <span className={styles.fill} style={{ width: `${share}%` }} />
    </span>
  );
}
