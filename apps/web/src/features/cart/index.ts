/**
 * What other features and the shell use of the cart: My Page's desktop block, the badge count, the
 * option popup that puts a wished product in the cart.
 */
export { useAddCartLines, useCart } from './cart-api';
export { DesktopCart } from './desktop-cart';
export { cartText } from './messages';
export { PickOptionDialog } from './pick-option-dialog';
export { type CartSelection, useCartSelection } from './use-cart';
export { useCartCount } from './use-cart-count';
