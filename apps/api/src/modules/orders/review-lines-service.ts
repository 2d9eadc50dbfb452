import { reviewMessages } from '@shop/contract/review-rules';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './review-lines-repo';

export type ReviewLine = NonNullable<repo.ReviewLineRow>;

/** Lines listed for writing at most; older ones are still reviewable from the order. */
const WRITABLE_LIMIT = 50;

/**
 * What the reviews module may know of orders: which of a member's lines they may review.
 * A line is reviewable once its order is delivered (or confirmed), while some of it was kept.
 */
export function createReviewLines(db: Executor) {
  return {
    /** The member's line, checked reviewable; 404 when it is not theirs, 409 when not yet. */
    async reviewable(memberId: number, lineId: number): Promise<ReviewLine> {
      const line = await repo.lineOfMember(db, memberId, lineId);
      if (!line) throw notFound(reviewMessages.lineNotFound);
      if (!repo.isReviewableStatus(line.status)) throw conflict(reviewMessages.notDelivered);
      if (line.refundedQuantity >= line.quantity) throw conflict(reviewMessages.lineRefunded);
      return line;
    },

    /** The member's lines waiting for a review. */
    unreviewed: (memberId: number) => repo.unreviewedLines(db, memberId, WRITABLE_LIMIT),
  };
}

export type ReviewLines = ReturnType<typeof createReviewLines>;
