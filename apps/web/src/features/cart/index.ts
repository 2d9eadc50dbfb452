/** What other features use of the cart: the desktop cart block of My Page and its data. */
export { useCart } from './cart-api';
export { DesktopCart } from './desktop-cart';
export { cartText } from './messages';
export { type CartSelection, useCartSelection } from './use-cart';
