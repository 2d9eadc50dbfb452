import { useAuth } from '../../shared/auth/auth-context';
import { useWishlist } from './wishlist-api';

/** How many products the member wishes (as the list shows them); undefined while it loads. */
export function useWishlistCount(): number | undefined {
  const { isLoggedIn } = useAuth();
  return useWishlist(isLoggedIn).data?.count;
}
