import { REVIEW_RULES, reviewMessages } from '@shop/contract/review-rules';
import type { AdminReview } from '@shop/contract/reviews';
import { ReasonDialog } from '../reason-dialog';
import { useReviewAction } from './api';
import styles from './review-panel.module.css';
import { reviewText as t } from './review-text';

/** 숨기기 with the reason the writer will read in My Page. */
export function HideDialog({
  review,
  open,
  onClose,
}: {
  review: AdminReview;
  open: boolean;
  onClose: () => void;
}) {
  const hide = useReviewAction(review.id);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t.hideTitle}
      confirmLabel={t.hide}
      label={t.hideReason}
      hint={t.hideHint}
      note={<p className={styles.note}>{t.hideNote}</p>}
      maxLength={REVIEW_RULES.hideReasonMax}
      requiredMessage={reviewMessages.hideReasonRequired}
      doneMessage={t.hidden}
      request={hide}
      send={(reason, done) => hide.mutate({ kind: 'hide', reason }, { onSuccess: done })}
    />
  );
}
