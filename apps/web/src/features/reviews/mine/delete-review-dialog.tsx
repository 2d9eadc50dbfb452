import type { MyReview } from '@shop/contract/reviews';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import { myReviewText as t } from './messages';
import { useDeleteReview } from './my-reviews-api';

/** Asks before deleting: the reward is taken back, and the line cannot be reviewed again. */
export function DeleteReviewDialog({ review, onClose }: { review: MyReview; onClose: () => void }) {
  const remove = useDeleteReview();
  const notify = useNotify();
  return (
    <ConfirmDialog
      title={t.deleteTitle}
      message={t.deleteText(review.reward_points)}
      confirmLabel={t.deleteYes}
      cancelLabel={t.deleteNo}
      danger
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() =>
        remove.mutate(review.id, {
          onSuccess: () => {
            notify(t.deleted);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
