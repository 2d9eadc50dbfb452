import type { ItemSummary } from '@shop/contract/items';
import { catalogText as t } from './catalog-text';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

/** How many cards are above the fold on desktop (two rows): loaded at once, not lazily. */
const EAGER_CARDS = 6;

/** The product grid: 3 columns on desktop, 2 on mobile; placeholders while it loads. */
export function ProductGrid({
  items,
  skeletons = 6,
  eager = EAGER_CARDS,
}: {
  /** Undefined while loading. */
  items: ItemSummary[] | undefined;
  skeletons?: number;
  eager?: number;
}) {
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
          <ProductCard item={item} eager={index < eager} priority={index < Math.min(eager, 2)} />
        </li>
      ))}
    </ul>
  );
}
