import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { QNA_TYPES, qnaMessages } from './qna-messages';
import { requiredString } from './users';

export type { QnaType } from './qna-messages';
export {
  isQnaType,
  PAGE_WINDOW,
  pageWindow,
  QNA_PAGE_SIZE,
  QNA_TYPES,
  qnaMessages,
} from './qna-messages';

export const qnaTypeSchema = z.enum(QNA_TYPES);
export const qnaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  qna_type: qnaTypeSchema.default('title'),
  keyword: z.string().trim().max(100).default(''),
});
export type QnaListQuery = z.input<typeof qnaListQuerySchema>;

export const qnaListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The writer's nickname. */
  writer: z.string(),
  image_urls: z.array(z.string()),
  view_count: z.number().int(),
  created_at: z.string(),
  comment_count: z.number().int(),
  is_secret: z.boolean(),
  /** A shop notice pinned on top of page 1 (its id is a notice id). */
  is_notice: z.boolean(),
});
export type QnaListItem = z.infer<typeof qnaListItemSchema>;

export const qnaListSchema = z.object({
  qna: z.array(qnaListItemSchema),
  page_count: z.number().int(),
});
export type QnaList = z.infer<typeof qnaListSchema>;

export const qnaDetailSchema = qnaListItemSchema.extend({
  /** Sanitized HTML. */
  payload: z.string(),
  updated_at: z.string(),
  /** The viewer wrote it: edit and delete are offered. */
  is_mine: z.boolean(),
  /** The shop answered in the comments. */
  has_answer: z.boolean(),
  /**
   * For the writer only: what others read hidden in the post (전화번호, 이메일 …), when anything
   * is. Everybody but the writer and the operator reads the hidden copy.
   */
  privacy_masked: z.array(z.string()).optional(),
});
export type QnaDetail = z.infer<typeof qnaDetailSchema>;

export const qnaCreationRequestSchema = z.object({
  title: requiredString(qnaMessages.titleRequired).trim().max(100, qnaMessages.titleTooLong),
  payload: requiredString(qnaMessages.contentRequired).max(50_000, qnaMessages.contentTooLong),
  is_secret: z.boolean().default(false),
});
export type QnaCreationRequest = z.input<typeof qnaCreationRequestSchema>;

/** An edit: the same fields, and which of the post's images stay (new files come alongside). */
export const qnaUpdateRequestSchema = qnaCreationRequestSchema.extend({
  keep_image_urls: z.array(z.string()).default([]),
});
export type QnaUpdateRequest = z.input<typeof qnaUpdateRequestSchema>;

export const qnaIdParamsSchema = z.object({ id: idParamSchema });
