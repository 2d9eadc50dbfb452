import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { requiredString } from './users';

export const QNA_PAGE_SIZE = 15;
export const PAGE_WINDOW = 5;

export const qnaMessages = {
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자 이하로 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: '내용이 너무 깁니다.',
  registered: '등록되었습니다.',
  notFound: '게시글을 찾을 수 없습니다.',
  secret: '비밀글은 작성자와 관리자만 볼 수 있습니다.',
  notWriter: '작성자만 수정할 수 있습니다.',
  notWriterOrAdmin: '작성자와 관리자만 삭제할 수 있습니다.',
  badForm: '게시글 정보(qna_creation_request)가 올바른 JSON이 아닙니다.',
  unknownImage: '이 게시글의 이미지가 아닙니다.',
} as const;

export const QNA_TYPES = ['title', 'payload', 'writer'] as const;
export const qnaTypeSchema = z.enum(QNA_TYPES);
export type QnaType = z.infer<typeof qnaTypeSchema>;

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

/** Page numbers around `page`: a window of 5 (1–5, 6–10, …) with previous/next jumps. */
export function pageWindow(page: number, pageCount: number) {
  const start = Math.floor((Math.max(page, 1) - 1) / PAGE_WINDOW) * PAGE_WINDOW + 1;
  const end = Math.min(start + PAGE_WINDOW - 1, Math.max(pageCount, 1));
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return {
    pages,
    previous: start > 1 ? start - 1 : null,
    next: end < pageCount ? end + 1 : null,
  };
}
