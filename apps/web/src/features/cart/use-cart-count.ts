import { useAuth } from '../../shared/auth/auth-context';
import { useCart } from './cart-api';

/**
 * How many lines the member's cart holds, for the header and tab bar badges; undefined for a
 * guest (guests have no cart yet) and while it loads. Shares the cart query, so adding or
 * removing a line updates the badge.
 */
export function useCartCount(): number | undefined {
  const { isLoggedIn } = useAuth();
  const cart = useCart(isLoggedIn);
  return isLoggedIn ? cart.data?.length : undefined;
}
