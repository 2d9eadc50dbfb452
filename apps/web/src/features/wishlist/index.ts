/** What other features use of the wishlist: the heart, and My Page's count. */

export { useWishlistCount } from './use-wishlist-count';
export { WishButton, WishToggle } from './wish-button';
export { useWishedIds } from './wishlist-api';
