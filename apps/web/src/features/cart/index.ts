/** What other features and the shell use of the cart: My Page's desktop block, the badge count. */
export { useCart } from './cart-api';
export { DesktopCart } from './desktop-cart';
export { cartText } from './messages';
export { type CartSelection, useCartSelection } from './use-cart';
export { useCartCount } from './use-cart-count';
