import type { ItemSummary } from '@shop/contract/items';

/** A sale start still ahead, as ISO; null once the item is on sale. */
export const upcoming = (saleStartsAt: Date | null) =>
  saleStartsAt && saleStartsAt.getTime() > Date.now() ? saleStartsAt.toISOString() : null;

/** The average of the visible reviews' ratings to one decimal; null without reviews. */
export const averageRating = (sum: number, count: number) =>
  count === 0 ? null : Math.round((sum * 10) / count) / 10;

/** A product card as the list and the search answer it, from a card row of the repository. */
export const toItemSummary = (r: {
  id: number;
  name: string;
  price: number;
  imageUrls: string[];
  isSoldOut: boolean;
  saleStartsAt: Date | null;
  reviewCount: number;
  ratingSum: number;
}): ItemSummary => ({
  id: r.id,
  name: r.name,
  price: r.price,
  image_urls: r.imageUrls,
  is_sold_out: r.isSoldOut,
  sale_starts_at: upcoming(r.saleStartsAt),
  review_count: r.reviewCount,
  rating: averageRating(r.ratingSum, r.reviewCount),
});
