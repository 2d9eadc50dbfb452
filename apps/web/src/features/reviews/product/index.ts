/**
 * What the product page uses of the 구매평: the rating line under the price, the section (its
 * body is its own chunk) and the summary's early request. Nothing here loads a schema.
 */
export { ProductReviews } from './product-reviews';
export { ReviewRatingLink } from './rating-link';
export { usePrefetchReviewSummary } from './summary-api';
