import { reviewMessages } from '@shop/contract/review-rules';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './bought-lines-repo';

export type BoughtLine = NonNullable<repo.BoughtLineRow>;

/** Lines listed at most; older ones are still reachable from their order. */
const LIST_LIMIT = 50;

/** What a refusal says: no such line of the member's, not delivered yet, wholly given back. */
export interface KeptLineMessages {
  notFound: string;
  notDelivered: string;
  refunded: string;
}

const reviewRefusals: KeptLineMessages = {
  notFound: reviewMessages.lineNotFound,
  notDelivered: reviewMessages.notDelivered,
  refunded: reviewMessages.lineRefunded,
};

/**
 * What other modules may know of a member's purchases: the lines they kept, i.e. of an order
 * delivered (or confirmed) with some units not given back. Reviews are written on them, and
 * "my clothes" are saved from them.
 */
export function createBoughtLines(db: Executor) {
  async function kept(memberId: number, lineId: number, refusals: KeptLineMessages) {
    const line = await repo.lineOfMember(db, memberId, lineId);
    if (!line) throw notFound(refusals.notFound);
    if (!repo.isReviewableStatus(line.status)) throw conflict(refusals.notDelivered);
    if (line.refundedQuantity >= line.quantity) throw conflict(refusals.refunded);
    return line;
  }

  return {
    kept,

    /** The member's line, checked reviewable; 404 when it is not theirs, 409 when not yet. */
    reviewable: (memberId: number, lineId: number): Promise<BoughtLine> =>
      kept(memberId, lineId, reviewRefusals),

    /** The member's kept lines waiting for a review. */
    unreviewed: (memberId: number) => repo.keptLines(db, memberId, LIST_LIMIT, true),

    /** The member's kept lines, newest first. */
    keptLines: (memberId: number) => repo.keptLines(db, memberId, LIST_LIMIT, false),
  };
}

export type BoughtLines = ReturnType<typeof createBoughtLines>;
