import { maskReviewer, type ReviewStatus } from '@shop/contract/review-rules';
import type { AdminReview, MyReview, Review } from '@shop/contract/reviews';
import { type MaskedKind, maskLabels } from '../../lib/privacy-mask';
import type { ReviewView } from './repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A review as every shopper reads it: the public copy, the writer's name starred. */
export function toReview(row: ReviewView, viewerId: number | null): Review {
  return {
    id: row.id,
    item_id: row.itemId,
    rating: row.rating,
    body: row.publicBody,
    fit: row.fit,
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    usual_size: row.usualSize,
    option_label: row.optionLabel,
    photo_urls: row.photoUrls,
    author: maskReviewer(row.nickname),
    helpful_count: row.helpfulCount,
    helped: row.helped,
    is_mine: viewerId !== null && row.memberId === viewerId,
    reply:
      row.reply && row.repliedAt
        ? { body: row.reply, replied_at: row.repliedAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
    edited_at: iso(row.editedAt),
  };
}

/** The writer's own review: their words as written, and what the shop did with it. */
export function toMyReview(row: ReviewView): MyReview {
  return {
    ...toReview(row, row.memberId),
    body: row.body,
    item_name: row.itemName,
    item_image_url: row.itemImageUrl,
    order_line_id: row.orderLineId,
    status: row.status as ReviewStatus,
    hidden_reason: row.hiddenReason,
    privacy_masked: row.maskedKinds.map((kind) => maskLabels[kind as MaskedKind] ?? kind),
    reward_points: row.rewardPoints,
  };
}

export function toAdminReview(row: ReviewView): AdminReview {
  return {
    ...toMyReview(row),
    is_mine: false,
    helped: false,
    member_id: row.memberId,
    writer: `${row.nickname} (${row.userId})`,
    public_body: row.publicBody,
  };
}
