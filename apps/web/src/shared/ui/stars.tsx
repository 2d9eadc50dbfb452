import styles from './stars.module.css';

const FIVE = [1, 2, 3, 4, 5] as const;

/**
 * A rating as five stars, read out as "별점 5점 만점에 4점". Whole stars only: an average is
 * shown beside it as a number ('4.8').
 */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`별점 5점 만점에 ${rating}점`}>
      {FIVE.map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={n <= filled ? undefined : styles.off}
          style={{ fontSize: size }}
        >
          ★
        </span>
      ))}
    </span>
  );
}
