import type { MyReview, ReviewableLine } from '@shop/contract/reviews';

/** What the dialog is open for: a new review of an order line, or an edit of one written. */
export type ReviewTarget =
  | { kind: 'write'; line: ReviewableLine }
  | { kind: 'edit'; review: MyReview };

/** The product the dialog names at its top. */
export const productOf = (target: ReviewTarget) =>
  target.kind === 'write'
    ? {
        name: target.line.item_name,
        option: target.line.option_label,
        image: target.line.image_url,
      }
    : {
        name: target.review.item_name,
        option: target.review.option_label,
        image: target.review.item_image_url,
      };
