import { randomUUID } from 'node:crypto';
import { REVIEW_RULES, reviewMessages, reviewReward } from '@shop/contract/review-rules';
import type {
  MyReview,
  MyReviews,
  ReviewHelpful,
  ReviewList,
  ReviewSummary,
  reviewCreationSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
} from '@shop/contract/reviews';
import { optionLabelParts } from '@shop/contract/search';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import {
  removeProductImages,
  renderProductImage,
  storeProductImage,
} from '../../integrations/images/product-images';
import { imageMessages } from '../../integrations/storage/images';
import type { FileStorage } from '../../integrations/storage/storage';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { ImageUpload } from '../../lib/image-form';
import { createJsonCache } from '../../lib/json-cache';
import { requiredPlainText } from '../../lib/plain-text';
import { maskText } from '../../lib/privacy-mask';
import type { SearchService } from '../catalog/search-service';
import type { ItemService } from '../catalog/service';
import type { BoughtLines } from '../orders/bought-lines-service';
import type { PointService } from '../points/service';
import { toMyReview, toReview } from './present';
import * as repo from './repo';

type Creation = z.output<typeof reviewCreationSchema>;
type Update = z.output<typeof reviewUpdateSchema>;
type ListQuery = z.output<typeof reviewListQuerySchema>;

export interface ReviewServiceDeps {
  db: Database;
  storage: FileStorage;
  lines: BoughtLines;
  items: Pick<ItemService, 'isListed'>;
  catalog: Pick<SearchService, 'refreshReviewStats' | 'reviewsChanged'>;
  points: Pick<PointService, 'earnForReview' | 'revokeForReview'>;
  cacheTtlMs: number;
}

const photoError = (msg: string) =>
  new HttpError(422, [{ loc: ['body', 'photos'], msg, type: 'value_error' }]);

/** The text as others read it: plain, with personal data masked (decision 035). */
function texts(body: string) {
  const plain = requiredPlainText(body, ['body'], reviewMessages.bodyTooShort);
  if ([...plain].length < REVIEW_RULES.minLength) {
    throw new HttpError(422, [
      { loc: ['body', 'body'], msg: reviewMessages.bodyTooShort, type: 'value_error' },
    ]);
  }
  const masked = maskText(plain);
  return { body: plain, publicBody: masked.text, maskedKinds: masked.kinds };
}

const profile = (input: Creation | Update) => ({
  rating: input.rating,
  fit: input.fit,
  heightCm: input.height_cm,
  weightKg: input.weight_kg,
  usualSize: input.usual_size,
});

/**
 * 구매평 as shoppers write and read them (decision 036). The one writer of the reviews tables:
 * a product's count and average follow every change through the catalog, the reward through the
 * points ledger, in the same transaction.
 */
export function createReviewService(deps: ReviewServiceDeps) {
  const { db, storage, lines, items, catalog, points } = deps;
  const summaries = createJsonCache(deps.cacheTtlMs);

  /** Converts and stores the photos like product images; 422 for a file that does not decode. */
  async function storePhotos(memberId: number, images: ImageUpload[]): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (const image of images) {
        const rendered = await renderProductImage(image.data).catch(() => {
          throw photoError(imageMessages.notImage('사진'));
        });
        stored.push(
          await storeProductImage(storage, `reviews/${memberId}/${randomUUID()}`, rendered),
        );
      }
      return stored;
    } catch (error) {
      await removeProductImages(storage, stored);
      throw error;
    }
  }

  /** A change in one transaction; the product's figures follow it, the kept answers go after. */
  async function change<T>(itemId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      await catalog.refreshReviewStats(tx, itemId);
      return done;
    });
    summaries.clear();
    catalog.reviewsChanged();
    return result;
  }

  async function ownReview(tx: Executor, memberId: number, reviewId: number) {
    const row = await repo.lockReview(tx, reviewId);
    if (!row || row.status === 'DELETED') throw notFound(reviewMessages.notFound);
    if (row.memberId !== memberId) throw notFound(reviewMessages.notFound);
    return row;
  }

  async function mine(memberId: number, reviewId: number): Promise<MyReview> {
    const view = await repo.findView(db, reviewId, memberId);
    if (!view) throw notFound(reviewMessages.notFound);
    return toMyReview(view);
  }

  async function listedItem(itemId: number) {
    if (!(await items.isListed(itemId))) throw notFound(reviewMessages.notFound);
  }

  return {
    /** After a back-office change: the kept summaries go. */
    dropSummaries: () => summaries.clear(),

    async list(itemId: number, query: ListQuery, viewerId: number | null): Promise<ReviewList> {
      await listedItem(itemId);
      const { rows, total } = await repo.itemReviews(
        db,
        itemId,
        { photo: query.photo, size: query.size, rating: query.rating },
        query.sort,
        { limit: query.limit, offset: (query.page - 1) * query.limit },
        viewerId,
      );
      return {
        items: rows.map((row) => toReview(row, viewerId)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** The product page's summary, as JSON text kept for the catalog's TTL. */
    async summaryJson(itemId: number): Promise<string> {
      await listedItem(itemId);
      return (await summaries.get(`summary:${itemId}`, async () => {
        const [s, photos] = await Promise.all([
          repo.itemSummary(db, itemId),
          repo.photoReviews(db, itemId, REVIEW_RULES.photoStripSize),
        ]);
        const summary: ReviewSummary = {
          count: s.count,
          average: s.count === 0 ? null : Math.round((s.ratingSum * 10) / s.count) / 10,
          distribution: {
            1: s.byRating[1] ?? 0,
            2: s.byRating[2] ?? 0,
            3: s.byRating[3] ?? 0,
            4: s.byRating[4] ?? 0,
            5: s.byRating[5] ?? 0,
          },
          fit: s.byFit,
          photo_count: s.photoCount,
          sizes: s.sizes,
          photos: photos
            .flatMap((r) => r.photoUrls.map((url) => ({ review_id: r.id, url })))
            .slice(0, REVIEW_RULES.photoStripSize),
        };
        return JSON.stringify(summary);
      })) as string;
    },

    /** A buyer reviews a delivered line, once; the reward goes to their points. */
    async write(memberId: number, input: Creation, images: ImageUpload[]): Promise<MyReview> {
      if (images.length > REVIEW_RULES.maxPhotos) throw photoError(reviewMessages.photosTooMany);
      const line = await lines.reviewable(memberId, input.order_line_id);
      const text = texts(input.body);
      const photoUrls = await storePhotos(memberId, images);
      try {
        const id = await change(line.itemId, async (tx) => {
          const reviewId = await repo
            .insertReview(tx, {
              itemId: line.itemId,
              orderId: line.orderId,
              orderLineId: line.orderLineId,
              memberId,
              ...profile(input),
              ...text,
              optionLabel: line.optionLabel,
              size: optionLabelParts(line.optionLabel).size,
              photoUrls,
            })
            .catch((error: unknown) => {
              if (uniqueViolation(error)) throw conflict(reviewMessages.alreadyWritten);
              throw error;
            });
          await repo.insertEvent(tx, {
            reviewId,
            kind: 'WRITTEN',
            actorType: 'member',
            actorId: memberId,
          });
          const reward = await points.earnForReview(tx, {
            memberId,
            reviewId,
            amount: reviewReward(photoUrls.length),
          });
          if (reward > 0) await repo.updateReview(tx, reviewId, { rewardPoints: reward });
          return reviewId;
        });
        return mine(memberId, id);
      } catch (error) {
        await removeProductImages(storage, photoUrls);
        throw error;
      }
    },

    /** The writer edits: the fields, the photos kept and new ones (5 in all). */
    async edit(
      memberId: number,
      reviewId: number,
      input: Update,
      images: ImageUpload[],
    ): Promise<MyReview> {
      const text = texts(input.body);
      const added = await storePhotos(memberId, images);
      let dropped: string[] = [];
      try {
        const current = await repo.findView(db, reviewId, memberId);
        if (!current || current.memberId !== memberId || current.status === 'DELETED') {
          throw notFound(reviewMessages.notFound);
        }
        await change(current.itemId, async (tx) => {
          const row = await ownReview(tx, memberId, reviewId);
          const kept = [...new Set(input.keep_photo_urls)];
          if (kept.some((url) => !row.photoUrls.includes(url))) {
            throw photoError(reviewMessages.keptPhotoUnknown);
          }
          if (kept.length + added.length > REVIEW_RULES.maxPhotos) {
            throw photoError(reviewMessages.photosTooMany);
          }
          dropped = row.photoUrls.filter((url) => !kept.includes(url));
          await repo.updateReview(tx, reviewId, {
            ...profile(input),
            ...text,
            photoUrls: [...kept, ...added],
            editedAt: new Date(),
          });
          await repo.insertEvent(tx, {
            reviewId,
            kind: 'EDITED',
            actorType: 'member',
            actorId: memberId,
          });
        });
      } catch (error) {
        await removeProductImages(storage, added);
        throw error;
      }
      await removeProductImages(storage, dropped);
      return mine(memberId, reviewId);
    },

    /** The writer deletes: the line keeps its one review, the reward goes back where it can. */
    async remove(memberId: number, reviewId: number): Promise<void> {
      const current = await repo.findView(db, reviewId, memberId);
      if (!current || current.memberId !== memberId || current.status === 'DELETED') {
        throw notFound(reviewMessages.notFound);
      }
      const photos = await change(current.itemId, async (tx) => {
        const row = await ownReview(tx, memberId, reviewId);
        await repo.updateReview(tx, reviewId, { status: 'DELETED', photoUrls: [] });
        await repo.insertEvent(tx, {
          reviewId,
          kind: 'DELETED',
          actorType: 'member',
          actorId: memberId,
        });
        if (row.rewardPoints > 0) {
          await points.revokeForReview(tx, { memberId, reviewId, amount: row.rewardPoints });
        }
        return row.photoUrls;
      });
      await removeProductImages(storage, photos);
    },

    /** "도움돼요" on or off, once per member; the count is the votes'. */
    async helpful(memberId: number, reviewId: number, on: boolean): Promise<ReviewHelpful> {
      return db.transaction(async (tx) => {
        const row = await repo.lockReview(tx, reviewId);
        if (row?.status !== 'VISIBLE') throw notFound(reviewMessages.notFound);
        if (row.memberId === memberId) throw conflict(reviewMessages.ownHelpful);
        const moved = on
          ? await repo.addVote(tx, reviewId, memberId)
          : await repo.removeVote(tx, reviewId, memberId);
        let helpfulCount = row.helpfulCount;
        if (moved) {
          helpfulCount = await repo.countVotes(tx, reviewId);
          await repo.setHelpfulCount(tx, reviewId, helpfulCount);
        }
        return { helpful_count: helpfulCount, helped: on };
      });
    },

    /** My Page: the lines waiting for a review, and the member's reviews. */
    async mine(memberId: number): Promise<MyReviews> {
      const [writable, rows] = await Promise.all([
        lines.unreviewed(memberId),
        repo.memberReviews(db, memberId),
      ]);
      return {
        writable: writable.map((line) => ({
          order_line_id: line.orderLineId,
          order_id: line.orderId,
          merchant_id: line.merchantId,
          item_id: line.itemId,
          item_name: line.itemName,
          option_label: line.optionLabel,
          image_url: line.imageUrl,
          ordered_at: line.orderedAt.toISOString(),
        })),
        reviews: rows.map(toMyReview),
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
