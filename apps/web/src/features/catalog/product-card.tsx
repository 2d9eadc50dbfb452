import { formatWon } from '@shop/contract/format';
import type { ItemSummary, ListedItem } from '@shop/contract/items';
import { memo } from 'react';
import { Link } from '../../shared/routing';
import { WishToggle } from '../wishlist';
import { catalogText as t } from './catalog-text';
import { CARD_SIZES } from './image-sizes';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';

/** A card's product: as the list answers it, with its 구매평 figures where the answer has them. */
export type CardItem = ListedItem & Partial<Pick<ItemSummary, 'review_count' | 'rating'>>;

/**
 * A card of the grid: first image, the second on hover (desktop), name, price, sold-out, 판매 예정,
 * and the rating once it has 구매평.
 * Memoised: the list's page renders again as each of its answers arrives (the member, the
 * categories, the counts), and twenty cards built again each time kept a phone busy.
 */
export const ProductCard = memo(function ProductCard({
  item,
  eager,
  priority,
  wished = false,
  hover = true,
}: {
  item: CardItem;
  /** In the first screen: loaded at once. */
  eager?: boolean;
  /** The page's largest paint: fetched ahead of other images. */
  priority?: boolean;
  /** The member wishes it (the heart is filled). */
  wished?: boolean;
  /** The screen can hover: the second photo is built to show on hover. */
  hover?: boolean;
}) {
  const [first, second] = item.image_urls;
  const loading = eager ? 'eager' : 'lazy';
  return (
    <div className={styles.cardFrame}>
      <Link to={`/product/${item.id}`} className={styles.card}>
        <div className={`${styles.media} ${item.is_sold_out ? styles.soldOutMedia : ''}`}>
          {first && (
            <ProductImage
              sizes={CARD_SIZES}
              className={styles.image}
              src={first}
              alt={item.name}
              loading={loading}
              fetchPriority={priority ? 'high' : undefined}
              draggable={false}
            />
          )}
          {second && hover && (
            <ProductImage
              sizes={CARD_SIZES}
              className={`${styles.image} ${styles.hoverImage}`}
              src={second}
              alt=""
              loading="lazy"
              draggable={false}
            />
          )}
        </div>
        <div className={styles.text}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.priceLine}>
            <span className={styles.price}>{formatWon(item.price)}</span>
            {item.is_sold_out && <span className={styles.soldOut}>{t.soldOut}</span>}
            {item.sale_starts_at !== null && <span className={styles.upcoming}>{t.upcoming}</span>}
          </span>
          {item.review_count !== undefined && item.review_count > 0 && item.rating != null && (
            <CardRating rating={t.rating(item.rating)} count={item.review_count} />
          )}
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither valid nor reachable. */}
      <WishToggle itemId={item.id} itemName={item.name} className={styles.wish} wished={wished} />
    </div>
  );
});

/** "★ 4.8 (12)", read out as "별점 4.8, 구매평 12개". */
function CardRating({ rating, count }: { rating: string; count: number }) {
  return (
    <span className={styles.rating}>
      <span aria-hidden="true">{t.cardRating(rating, count)}</span>
      <span className="visually-hidden">{t.cardRatingLabel(rating, count)}</span>
    </span>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.text}>
        <span className={`${styles.bar} ${styles.shimmer}`} />
        <span className={`${styles.bar} ${styles.barShort} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
