import { z } from 'zod';
import { commentMessages } from './comment-messages';
import { timestampFields } from './fields';
import { idParamSchema, idSchema } from './input-rules';
import { requiredText } from './users';

export { commentMessages } from './comment-messages';

const payload = requiredText(commentMessages.required, 2000, commentMessages.tooLong);

export const commentSchema = z.object({
  comment_id: z.number().int(),
  writer: z.string(),
  payload: z.string(),
  ...timestampFields,
  /** Written by the shop: shown as its answer. */
  is_answer: z.boolean(),
  is_mine: z.boolean(),
  /** For the writer only: what others read hidden in the comment, when anything is. */
  privacy_masked: z.array(z.string()).optional(),
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
