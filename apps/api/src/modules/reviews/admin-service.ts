import { reviewMessages } from '@shop/contract/review-rules';
import type {
  AdminReview,
  AdminReviewList,
  adminReviewListQuerySchema,
} from '@shop/contract/reviews';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { type AuditService, recorderFor } from '../audit/service';
import type { SearchService } from '../catalog/search-service';
import { toAdminReview } from './present';
import * as repo from './repo';

type ListQuery = z.output<typeof adminReviewListQuerySchema>;

const PAGE_SIZE = 20;

export interface ReviewAdminDeps {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  catalog: Pick<SearchService, 'refreshReviewStats' | 'reviewsChanged'>;
  /** Drops the product pages' kept summaries (the shopper face's cache). */
  onChange: () => void;
}

/** The back office's face of 구매평: the list, hiding with a reason, the shop's reply. */
export function createReviewAdminService({ db, audit, catalog, onChange }: ReviewAdminDeps) {
  const record = recorderFor(audit, 'review');

  async function detail(id: number): Promise<AdminReview> {
    const view = await repo.findView(db, id, null);
    if (!view || view.status === 'DELETED') throw notFound(reviewMessages.notFound);
    return toAdminReview(view);
  }

  /** One change of a live review, audited; the product's figures follow a change of status. */
  async function step(
    id: number,
    work: (tx: Executor, row: repo.ReviewRow) => Promise<void>,
  ): Promise<AdminReview> {
    await db.transaction(async (tx) => {
      const row = await repo.lockReview(tx, id);
      if (!row || row.status === 'DELETED') throw notFound(reviewMessages.notFound);
      await work(tx, row);
      await catalog.refreshReviewStats(tx, row.itemId);
    });
    onChange();
    catalog.reviewsChanged();
    return detail(id);
  }

  return {
    detail,

    async list(query: ListQuery): Promise<AdminReviewList> {
      const { rows, total } = await repo.adminReviews(
        db,
        {
          status: query.status,
          rating: query.rating,
          photo: query.photo,
          q: query.q,
          itemId: query.item_id,
        },
        { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
      );
      return { reviews: rows.map(toAdminReview), total, page: query.page, page_size: PAGE_SIZE };
    },

    /** Off the product page, with the reason the writer reads in My Page. */
    hide: (adminId: number, id: number, reason: string) =>
      step(id, async (tx, row) => {
        if (row.status === 'HIDDEN') throw conflict(reviewMessages.alreadyHidden);
        await repo.updateReview(tx, id, { status: 'HIDDEN', hiddenReason: reason });
        await repo.insertEvent(tx, {
          reviewId: id,
          kind: 'HIDDEN',
          actorType: 'admin',
          actorId: adminId,
          note: reason,
        });
        await record(tx, adminId, 'review.hide', id, { reason, item_id: row.itemId });
      }),

    show: (adminId: number, id: number) =>
      step(id, async (tx, row) => {
        if (row.status !== 'HIDDEN') throw conflict(reviewMessages.notHidden);
        await repo.updateReview(tx, id, { status: 'VISIBLE', hiddenReason: null });
        await repo.insertEvent(tx, {
          reviewId: id,
          kind: 'SHOWN',
          actorType: 'admin',
          actorId: adminId,
        });
        await record(tx, adminId, 'review.show', id, { item_id: row.itemId });
      }),

    /** The shop's reply under the review (written again, it replaces the last one). */
    reply: (adminId: number, id: number, body: string) =>
      step(id, async (tx) => {
        await repo.updateReview(tx, id, { reply: body, repliedAt: new Date() });
        await repo.insertEvent(tx, {
          reviewId: id,
          kind: 'REPLIED',
          actorType: 'admin',
          actorId: adminId,
          note: body,
        });
        await record(tx, adminId, 'review.reply', id);
      }),

    removeReply: (adminId: number, id: number) =>
      step(id, async (tx) => {
        await repo.updateReview(tx, id, { reply: null, repliedAt: null });
        await repo.insertEvent(tx, {
          reviewId: id,
          kind: 'REPLY_REMOVED',
          actorType: 'admin',
          actorId: adminId,
        });
        await record(tx, adminId, 'review.reply.delete', id);
      }),
  };
}

export type ReviewAdminService = ReturnType<typeof createReviewAdminService>;
