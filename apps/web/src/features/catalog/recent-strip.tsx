import { formatWon } from '@shop/contract/format';
import { Link } from '../../shared/routing';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { ListOrNote } from '../../shared/ui/list-or-note';
import { useNotify } from '../../shared/ui/notify';
import { catalogText } from './catalog-text';
import { ProductImage } from './product-image';
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
      <ListOrNote items={items} note={t.empty} styles={styles}>
        {(item) => (
          <li key={item.id} className={styles.entry}>
            <Link to={`/product/${item.id}`} className={styles.link}>
              <span className={styles.thumb}>
                {item.image_urls[0] && (
                  <ProductImage
                    src={item.image_urls[0]}
                    sizes={THUMB_SIZES}
                    alt=""
                    loading="lazy"
                    className={styles.image}
                  />
                )}
              </span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.price}>
                {formatWon(item.price)}
                {item.is_sold_out && <span className={styles.soldOut}>{catalogText.soldOut}</span>}
              </span>
            </Link>
          </li>
        )}
      </ListOrNote>
    </LabelledSection>
  );
}
