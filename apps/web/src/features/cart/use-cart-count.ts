import { useAuth } from '../../shared/auth/auth-context';
import { useCart } from './cart-api';

/**
 * How many lines the shopper's cart holds (a member's, or this browser's before signing in), for
 * the header and tab bar badges; undefined while the sign-in is restored and while it loads.
 * Shares the cart query, so adding or removing a line updates the badge.
 */
export function useCartCount(): number | undefined {
  const { status } = useAuth();
  const cart = useCart(status !== 'restoring');
  return status === 'restoring' ? undefined : cart.data?.length;
}
