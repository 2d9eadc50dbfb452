/**
 * What other features use of the 구매평: the product page's rating line, section and early
 * summary request (My Page's pages load through the router).
 */
export { ProductReviews, ReviewRatingLink, usePrefetchReviewSummary } from './product';
