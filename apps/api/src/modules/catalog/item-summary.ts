import type { ItemSummary, ListedItem } from '@shop/contract/items';

/** A sale start still ahead, as ISO; null once the item is on sale. */
export const upcoming = (saleStartsAt: Date | null) =>
  saleStartsAt && saleStartsAt.getTime() > Date.now() ? saleStartsAt.toISOString() : null;

/** The average of the visible reviews' ratings to one decimal; null without reviews. */
export const averageRating = (sum: number, count: number) =>
  count === 0 ? null : Math.round((sum * 10) / count) / 10;

/** A card row of the repository. */
interface CardRow {
  id: number;
  name: string;
  price: number;
  imageUrls: string[];
  isSoldOut: boolean;
  saleStartsAt: Date | null;
  reviewCount: number;
  ratingSum: number;
}

/** A product as `GET /v1/items` lists it: the original card, without the 구매평 figures. */
export const toListedItem = (r: CardRow): ListedItem => ({
  id: r.id,
  name: r.name,
  price: r.price,
  image_urls: r.imageUrls,
  is_sold_out: r.isSoldOut,
  sale_starts_at: upcoming(r.saleStartsAt),
});

/** A product card as the search and the wishlist answer it. */
export const toItemSummary = (r: CardRow): ItemSummary => ({
  ...toListedItem(r),
  review_count: r.reviewCount,
  rating: averageRating(r.ratingSum, r.reviewCount),
});
