import type { AdminReview } from '@shop/contract/reviews';
import { useCallback, useState } from 'react';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { useNotify } from '../../../shared/ui/notify';
import { errorMessage } from '../query-state';
import { useReviewAction } from './api';
import { HideDialog } from './hide-dialog';
import styles from './review-panel.module.css';
import { reviewText as t } from './review-text';

/** 숨기기 (asking the reason the writer will read) on a shown review, 다시 게시 on a hidden one. */
export function VisibilityAction({ review }: { review: AdminReview }) {
  const notify = useNotify();
  const show = useReviewAction(review.id);
  const [hiding, setHiding] = useState(false);
  const stopHiding = useCallback(() => setHiding(false), []);
  const hidden = review.status === 'HIDDEN';
  return (
    <div className={styles.actions}>
      {hidden ? (
        <Button
          variant="secondary"
          loading={show.isPending}
          onClick={() => show.mutate({ kind: 'show' }, { onSuccess: () => notify(t.shown) })}
        >
          {t.show}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setHiding(true)}>
          {t.hide}
        </Button>
      )}
      <AlertText
        message={hidden && show.isError ? errorMessage(show.error) : undefined}
        className={styles.error}
      />
      <HideDialog review={review} open={hiding} onClose={stopHiding} />
    </div>
  );
}
