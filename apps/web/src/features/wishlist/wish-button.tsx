import { Heart } from 'lucide-react';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { useNotify } from '../../shared/ui/notify';
import { wishlistText as t } from './messages';
import styles from './wish-button.module.css';
import { useSetWish, useWishedIds } from './wishlist-api';

/**
 * The heart of a product: pressed when the member wishes it. A guest is asked to sign in, and the
 * product is wished once they have.
 */
export function WishButton({
  itemId,
  itemName,
  variant = 'card',
  className,
}: {
  itemId: number;
  itemName: string;
  /** Over a card's picture, or beside the product page's buttons. */
  variant?: 'card' | 'page';
  className?: string;
}) {
  const { isLoggedIn } = useAuth();
  const ids = useWishedIds(isLoggedIn);
  const setWish = useSetWish();
  const signIn = useSignInPrompt();
  const notify = useNotify();
  const wished = isLoggedIn && (ids.data?.includes(itemId) ?? false);

  function change(next: boolean) {
    setWish.mutate(
      { itemId, wished: next },
      {
        onSuccess: () => notify(next ? t.added : t.removed),
        onError: (error) => notify(error.message, 'alert'),
      },
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
