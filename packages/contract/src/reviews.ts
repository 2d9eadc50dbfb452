import { z } from 'zod';
import { idParamSchema, idSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';
import {
  REVIEW_RULES,
  reviewFitLabels,
  reviewMessages,
  reviewSortLabels,
  reviewStatusLabels,
} from './review-rules';
import { requiredString } from './users';

export const reviewFits = labelledEnum(reviewFitLabels);
export const reviewStatuses = labelledEnum(reviewStatusLabels);
export const reviewSorts = labelledEnum(reviewSortLabels);

const optionalInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).nullable();

/** What the writer says about the product: the same fields when writing and when editing. */
export const reviewFields = {
  rating: z
    .number({ error: reviewMessages.ratingInvalid })
    .int(reviewMessages.ratingInvalid)
    .min(1, reviewMessages.ratingInvalid)
    .max(5, reviewMessages.ratingInvalid),
  body: requiredString(reviewMessages.bodyTooShort)
    .trim()
    .min(REVIEW_RULES.minLength, reviewMessages.bodyTooShort)
    .max(REVIEW_RULES.maxLength, reviewMessages.bodyTooLong),
  fit: z.enum(reviewFits.values, { error: reviewMessages.fitRequired }),
  height_cm: optionalInt(100, 220, reviewMessages.heightInvalid).default(null),
  weight_kg: optionalInt(30, 150, reviewMessages.weightInvalid).default(null),
  usual_size: z
    .string()
    .trim()
    .max(REVIEW_RULES.usualSizeMax, reviewMessages.usualSizeTooLong)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
};

/** A new review (the multipart form's JSON field; its photos come as files). */
export const reviewCreationSchema = z.object({ order_line_id: idSchema, ...reviewFields });
export type ReviewCreation = z.input<typeof reviewCreationSchema>;

/** An edit: the same fields, and which of the review's photos stay (new ones come as files). */
export const reviewUpdateSchema = z.object({
  ...reviewFields,
  keep_photo_urls: z.array(z.string()).max(REVIEW_RULES.maxPhotos).default([]),
});
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;

const reply = z.object({ body: z.string(), replied_at: z.string() }).nullable();

/** A review as every shopper reads it on the product page. */
export const reviewSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  rating: z.number().int(),
  /** Plain text, with personal data hidden (the writer reads their own words in My Page). */
  body: z.string(),
  fit: reviewFits.schema,
  height_cm: z.number().int().nullable(),
  weight_kg: z.number().int().nullable(),
  usual_size: z.string().nullable(),
  /** The option bought ('블랙 / M'): every review is a verified purchase (구매 인증). */
  option_label: z.string(),
  photo_urls: z.array(z.string()),
  /** The writer's name, starred ('김**'). */
  author: z.string(),
  helpful_count: z.number().int(),
  /** The viewer (signed in) said it helped. */
  helped: z.boolean(),
  /** The viewer wrote it. */
  is_mine: z.boolean(),
  reply,
  created_at: z.string(),
  /** Set when the writer edited it. */
  edited_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const reviewListQuerySchema = z.object({
  sort: z.enum(reviewSorts.values).default('latest'),
  /** Photo reviews only. */
  photo: flag,
  /** Reviews of those who bought this size ('M'). */
  size: z.string().trim().min(1).max(20).optional(),
  rating: z.coerce
    .number({ error: reviewMessages.ratingFilterInvalid })
    .int(reviewMessages.ratingFilterInvalid)
    .min(1, reviewMessages.ratingFilterInvalid)
    .max(5, reviewMessages.ratingFilterInvalid)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REVIEW_RULES.maxPageSize)
    .default(REVIEW_RULES.pageSize),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

const byFit = z.object({
  SMALL: z.number().int(),
  TRUE: z.number().int(),
  LARGE: z.number().int(),
});

/** The product page's summary of its visible reviews. */
export const reviewSummarySchema = z.object({
  count: z.number().int(),
  /** Null without reviews. */
  average: z.number().nullable(),
  /** Reviews per star, "1" to "5". */
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Reviews per size felt (작아요 / 정사이즈 / 커요). */
  fit: byFit,
  photo_count: z.number().int(),
  /** The sizes buyers bought, for the "my size" filter (the option's size part). */
  sizes: z.array(z.string()),
  /** The newest photos: the strip above the list. */
  photos: z.array(z.object({ review_id: z.number().int(), url: z.string() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** An order line the member may still review. */
export const reviewableLineSchema = z.object({
  order_line_id: z.number().int(),
  order_id: z.number().int(),
  merchant_id: z.string(),
  item_id: z.number().int(),
  item_name: z.string(),
  option_label: z.string(),
  image_url: z.string().nullable(),
  ordered_at: z.string(),
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;

/**
 * The writer's own review, in My Page: `body` is their words as written (others read them with
 * personal data hidden), and what the shop did with it.
 */
export const myReviewSchema = reviewSchema.extend({
  item_name: z.string(),
  item_image_url: z.string().nullable(),
  order_line_id: z.number().int(),
  status: reviewStatuses.schema,
  /** Why the shop hid it (shown to the writer only). */
  hidden_reason: z.string().nullable(),
  /** What others read hidden (전화번호 …), when anything is. */
  privacy_masked: z.array(z.string()),
  reward_points: z.number().int(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewsSchema = z.object({
  writable: z.array(reviewableLineSchema),
  reviews: z.array(myReviewSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

export const reviewIdParamsSchema = z.object({ id: idParamSchema });
export const itemReviewParamsSchema = z.object({ id: idParamSchema });

export const reviewHelpfulSchema = z.object({
  helpful_count: z.number().int(),
  helped: z.boolean(),
});
export type ReviewHelpful = z.infer<typeof reviewHelpfulSchema>;

// --- back office -------------------------------------------------------------------------------

export const adminReviewListQuerySchema = z.object({
  status: reviewStatuses.schema.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  photo: flag,
  /** Product name or writer (nickname, sign-in id). */
  q: z.string().trim().max(50).default(''),
  /** One product's reviews. */
  item_id: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = myReviewSchema.extend({
  member_id: z.number().int(),
  /** Nickname and sign-in id ('김온도 (ondo01)'). */
  writer: z.string(),
  /** What other shoppers read: `body` with personal data hidden. */
  public_body: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const adminReviewHideSchema = z.object({
  reason: requiredString(reviewMessages.hideReasonRequired)
    .trim()
    .min(1, reviewMessages.hideReasonRequired)
    .max(REVIEW_RULES.hideReasonMax, reviewMessages.hideReasonTooLong),
});

export const adminReviewReplySchema = z.object({
  body: requiredString(reviewMessages.replyRequired)
    .trim()
    .min(1, reviewMessages.replyRequired)
    .max(REVIEW_RULES.replyMax, reviewMessages.replyTooLong),
});
