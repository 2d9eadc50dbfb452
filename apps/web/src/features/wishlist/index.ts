/** What other features use of the wishlist: the heart, and My Page's count. */

export { useWishlistCount } from './use-wishlist-count';
export { WishButton } from './wish-button';
