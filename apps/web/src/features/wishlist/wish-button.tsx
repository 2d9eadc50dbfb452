import { Heart } from 'lucide-react';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { useNotify } from '../../shared/ui/notify';
import { wishlistText as t } from './messages';
import styles from './wish-button.module.css';
import { useChangeWish, useWishedIds, type WishChange } from './wishlist-api';

interface HeartProps {
  itemId: number;
  itemName: string;
  /** Over a card's picture, or beside the product page's buttons. */
  variant?: 'card' | 'page';
  className?: string;
}

/**
 * The heart of a product: pressed when the member wishes it. A guest is asked to sign in, and the
 * product is wished once they have.
 */
export function WishButton(props: HeartProps) {
  const { isLoggedIn } = useAuth();
  const ids = useWishedIds(isLoggedIn);
  return (
    <WishToggle {...props} wished={isLoggedIn && (ids.data?.includes(props.itemId) ?? false)} />
  );
}

/**
 * The heart with its state given: a grid reads the wished products once for all its cards
 * (`useWishedIds`) instead of each card subscribing on its own.
 */
export function WishToggle({
  itemId,
  itemName,
  variant = 'card',
  className,
  wished,
}: HeartProps & { wished: boolean }) {
  const { isLoggedIn } = useAuth();
  const changeWish = useChangeWish();
  const signIn = useSignInPrompt();
  const notify = useNotify();

  function change(next: boolean) {
    const wish: WishChange = { itemId, wished: next };
    changeWish(wish).then(
      () => notify(next ? t.added : t.removed),
      (error: Error) => notify(error.message, 'alert'),
    );
  }

  function onPress() {
    if (!isLoggedIn) {
      signIn.ask({ reason: t.signInReason, afterSignIn: () => change(true) });
      return;
    }
    change(!wished);
  }

  return (
    <button
      type="button"
      className={[styles.wish, styles[variant], className ?? ''].join(' ')}
      aria-pressed={wished}
      aria-label={t.wish(itemName)}
      onClick={onPress}
    >
      <Heart
        className={styles.icon}
        size={variant === 'page' ? 22 : 20}
        strokeWidth={1.5}
        fill={wished ? 'currentColor' : 'none'}
        aria-hidden
      />
    </button>
  );
}
