import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema } from './admin';
import { commentSchema } from './comments';
import { idParamSchema } from './input-rules';
import { labelledEnum } from './labelled-enum';
import { noticeSchema } from './notices';
import { requiredText } from './users';

export const adminContentMessages = {
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  pinned: '공지를 목록 맨 위에 고정했습니다.',
  unpinned: '공지 고정을 해제했습니다.',
  qnaNotFound: '게시글을 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  answerRequired: '답변을 입력해주세요.',
  answerTooLong: '답변은 2,000자 이하로 입력해주세요.',
  answered: '답변을 등록했습니다.',
  postDeleted: '게시글을 삭제했습니다.',
  commentDeleted: '댓글을 삭제했습니다.',
} as const;

/** The back office's notice list: like the storefront's, pinned first. */
export const adminNoticeListSchema = z.object({
  notices: z.array(noticeSchema.omit({ payload: true })),
});
export const adminNoticePinRequestSchema = z.object({ pinned: z.boolean() });
export const adminNoticeIdParamsSchema = z.object({
  notice_id: idParamSchema,
});

export const qnaAnswerStates = labelledEnum({
  all: '전체',
  unanswered: '답변 대기',
  answered: '답변 완료',
});

export const adminQnaListQuerySchema = adminPageQuerySchema.extend({
  state: qnaAnswerStates.schema.default('all'),
});
export type AdminQnaListQuery = z.input<typeof adminQnaListQuerySchema>;

export const adminQnaRowSchema = z.object({
  qna_id: z.number().int(),
  title: z.string(),
  writer: z.string(),
  writer_id: z.number().int(),
  is_secret: z.boolean(),
  comment_count: z.number().int(),
  /** The shop has answered (an admin's comment). */
  is_answered: z.boolean(),
  created_at: z.string(),
});
export type AdminQnaRow = z.infer<typeof adminQnaRowSchema>;

/** Unanswered posts first (oldest waiting first), then answered ones, newest first. */
export const adminQnaListSchema = adminPageSchema.extend({ posts: z.array(adminQnaRowSchema) });
export type AdminQnaList = z.infer<typeof adminQnaListSchema>;

export const adminQnaDetailSchema = adminQnaRowSchema.extend({
  /** Sanitized HTML. */
  payload: z.string(),
  image_urls: z.array(z.string()),
  comments: z.array(commentSchema),
});
export type AdminQnaDetail = z.infer<typeof adminQnaDetailSchema>;

export const adminAnswerRequestSchema = z.object({
  payload: requiredText(
    adminContentMessages.answerRequired,
    2000,
    adminContentMessages.answerTooLong,
  ),
});
export const adminQnaIdParamsSchema = z.object({ qna_id: idParamSchema });
export const adminCommentIdParamsSchema = z.object({
  comment_id: idParamSchema,
});
