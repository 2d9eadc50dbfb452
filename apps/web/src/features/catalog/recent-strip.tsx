import { formatWon } from '@shop/contract/format';
import { Link } from 'react-router';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import { ProductPicture } from '../../shared/ui/product-picture';
import { catalogText } from './catalog-text';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './product-card';
import { recentStore } from './recent-store';
import styles from './recent-strip.module.css';
import { useRecentItems } from './use-recent-items';

const t = catalogText.recent;
const THUMB_SIZES = '(max-width: 767px) 112px, 144px';

/**
 * 최근 본 상품: the products viewed on this device as a row of small cards that scrolls sideways,
 * with a button that forgets them. Without any, the product page shows nothing and My Page says so.
 */
export function RecentlyViewed({
  excludeId,
  showEmpty = false,
  className,
}: {
  /** The product on screen, left out of its own strip. */
  excludeId?: number;
  showEmpty?: boolean;
  className?: string;
}) {
  const items = useRecentItems(excludeId);
  const notify = useNotify();
  if (items === undefined) {
    return showEmpty ? (
      <p role="status" className={styles.note}>
        {t.loading}
      </p>
    ) : null;
  }
  if (items.length === 0 && !showEmpty) return null;

  return (
    <LabelledSection className={[styles.recent, className ?? ''].join(' ')}>
      <div className={styles.head}>
        <SectionHeading className={styles.title}>{t.title}</SectionHeading>
        {items.length > 0 && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t.clearLabel}
            onClick={() => {
              recentStore.clear();
              notify(t.cleared);
            }}
          >
            {t.clear}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <ul className={styles.strip}>
          {items.map((item) => (
            <li key={item.id} className={styles.entry}>
              <Link to={`/product/${item.id}`} className={styles.link}>
                <span className={styles.thumb}>
                  {item.image_urls[0] && (
                    <ProductPicture
                      src={item.image_urls[0]}
                      sizes={THUMB_SIZES}
                      alt=""
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      loading="lazy"
                      decoding="async"
                      className={styles.image}
                    />
                  )}
                </span>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.price}>
                  {formatWon(item.price)}
                  {item.is_sold_out && (
                    <span className={styles.soldOut}>{catalogText.soldOut}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LabelledSection>
  );
}
