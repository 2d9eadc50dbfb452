import type { ReviewableLine } from '@shop/contract/reviews';
import { formatDate } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { ProductPicture } from '../../../shared/ui/product-picture';
import { myReviewText as t } from './messages';
import styles from './my-reviews.module.css';

const THUMB_SIZES = '(max-width: 767px) 64px, 80px';

/** The delivered lines still waiting for their review, each with its 구매평 쓰기 button. */
export function WritableList({
  lines,
  onWrite,
}: {
  lines: ReviewableLine[];
  onWrite: (line: ReviewableLine) => void;
}) {
  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t.writableEmpty}</p>
        <p className={styles.muted}>{t.writableEmptyHint}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.order_line_id} className={styles.writable}>
          <div className={styles.thumb}>
            {line.image_url && (
              <ProductPicture src={line.image_url} sizes={THUMB_SIZES} alt="" loading="lazy" />
            )}
          </div>
          <div className={styles.info}>
            <Link to={`/product/${line.item_id}`} className={styles.name}>
              {line.item_name}
            </Link>
            <p className={styles.meta}>{line.option_label}</p>
            <p className={styles.meta}>{t.orderedOn(formatDate(line.ordered_at))}</p>
            <p className={styles.rewardLine}>{t.rewardLine}</p>
          </div>
          <Button
            className={styles.writeButton}
            aria-label={t.writeOf(line.item_name)}
            onClick={() => onWrite(line)}
          >
            {t.write}
          </Button>
        </li>
      ))}
    </ul>
  );
}
