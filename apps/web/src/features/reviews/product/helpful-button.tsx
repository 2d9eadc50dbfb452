import type { Review } from '@shop/contract/reviews';
import { ThumbsUp } from 'lucide-react';
import { useAuth } from '../../../shared/auth/auth-context';
import { useSignInPrompt } from '../../../shared/auth/sign-in-prompt';
import { useHelpful } from './helpful-api';
import styles from './review-card.module.css';
import { reviewText as t } from './review-text';

/**
 * 도움돼요 and its count, pressed when the member said so. A visitor is asked to sign in and the
 * press counts once they have; the writer sees the count only (their own cannot be pressed).
 */
export function HelpfulButton({ review }: { review: Review }) {
  const { isLoggedIn } = useAuth();
  const signIn = useSignInPrompt();
  const helpful = useHelpful();
  const label = `${t.helpful} ${review.helpful_count}`;

  if (review.is_mine) return <p className={styles.helpfulCount}>{label}</p>;

  function onPress() {
    if (helpful.isPending) return;
    if (!isLoggedIn) {
      signIn.ask({
        reason: t.signInReason,
        afterSignIn: () => helpful.mutate({ review, helped: true }),
      });
      return;
    }
    helpful.mutate({ review, helped: !review.helped });
  }

  return (
    <button type="button" className={styles.helpful} aria-pressed={review.helped} onClick={onPress}>
      <ThumbsUp
        size={14}
        strokeWidth={1.5}
        aria-hidden
        fill={review.helped ? 'currentColor' : 'none'}
      />
      {label}
    </button>
  );
}
