import { z } from 'zod';
import { timestampFields } from './fields';
import { idParamSchema, idSchema } from './input-rules';
import { requiredText } from './users';

export const commentMessages = {
  required: '댓글을 입력해주세요.',
  tooLong: '댓글은 2,000자 이하로 입력해주세요.',
  notFound: '댓글을 찾을 수 없습니다.',
  notWriter: '작성자만 수정할 수 있습니다.',
  notWriterOrAdmin: '작성자와 관리자만 삭제할 수 있습니다.',
} as const;

const payload = requiredText(commentMessages.required, 2000, commentMessages.tooLong);

export const commentSchema = z.object({
  comment_id: z.number().int(),
  writer: z.string(),
  payload: z.string(),
  ...timestampFields,
  /** Written by the shop: shown as its answer. */
  is_answer: z.boolean(),
  is_mine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

export const commentListQuerySchema = z.object({ qna_id: idParamSchema });
export const commentCreateRequestSchema = z.object({
  base_qna: idSchema,
  payload,
});
export const commentUpdateRequestSchema = z.object({ payload });
export const commentIdQuerySchema = z.object({ comment_id: idParamSchema });
