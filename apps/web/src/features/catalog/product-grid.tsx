import { useAuth } from '../../shared/auth/auth-context';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { useWishedIds } from '../wishlist';
import { catalogText as t } from './catalog-text';
import { type CardItem, ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

/** How many cards are above the fold on desktop (two rows): loaded at once, not lazily. */
const EAGER_CARDS = 6;
/** Where a card's second photo shows on hover (product-card.module.css); elsewhere it is not built. */
const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 768px)';

/** The product grid: 3 columns on desktop, 2 on mobile; placeholders while it loads. */
export function ProductGrid({
  items,
  skeletons = 6,
  eager = EAGER_CARDS,
}: {
  /** Undefined while loading. */
  items: CardItem[] | undefined;
  skeletons?: number;
  eager?: number;
}) {
  const { isLoggedIn } = useAuth();
  // One subscription for the whole grid rather than one per card.
  const wished = useWishedIds(isLoggedIn).data;
  const hover = useMediaQuery(HOVER_QUERY);
  if (!items) {
    return (
      <div className={styles.grid} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.listLoading}
        </p>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          {/* The first cards at the top of the page are its largest paint: fetched first. */}
          <ProductCard
            item={item}
            eager={index < eager}
            priority={index < Math.min(eager, 2)}
            wished={isLoggedIn && (wished?.includes(item.id) ?? false)}
            hover={hover}
          />
        </li>
      ))}
    </ul>
  );
}
