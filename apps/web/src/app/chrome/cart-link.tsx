import { ShoppingBag } from 'lucide-react';
import { useCartCount } from '../../features/cart/use-cart-count';
import { NavLink } from '../../shared/routing';
import styles from './cart-link.module.css';

export const cartLabel = (count: number | undefined) =>
  count === undefined ? '장바구니' : `장바구니 ${count}개`;

/** The bag icon with the cart's line count (none while it loads). */
export function CartIcon({ count, size = 22 }: { count: number | undefined; size?: number }) {
  return (
    <span className={styles.icon}>
      <ShoppingBag size={size} strokeWidth={1.5} aria-hidden />
      {count !== undefined && count > 0 && (
        <span className={styles.badge} data-testid="cart-count" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}

/** The header's cart entry: /cart, named with the count for screen readers. */
export function CartLink({ className }: { className?: string | undefined }) {
  const count = useCartCount();
  return (
    <NavLink to="/cart" className={className} aria-label={cartLabel(count)}>
      <CartIcon count={count} />
    </NavLink>
  );
}
