import { z } from 'zod';
import { timestampFields } from './fields';
import { idParamSchema } from './input-rules';
import { noticeMessages } from './notice-messages';
import { requiredString } from './users';

export { noticeMessages } from './notice-messages';

export const noticeSchema = z.object({
  notice_id: z.number().int(),
  title: z.string(),
  admin_nickname: z.string(),
  ...timestampFields,
  /** Notices take no comments; kept for the shape the screens read. */
  comment_count: z.number().int(),
  view_count: z.number().int(),
  pinned: z.boolean(),
  /** Sanitized HTML. */
  payload: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.object({
  notice_list: z.array(noticeSchema.omit({ payload: true })),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

export const noticeRequestSchema = z.object({
  title: requiredString(noticeMessages.titleRequired).trim().max(100),
  payload: requiredString(noticeMessages.contentRequired).max(50_000),
  pinned: z.boolean().default(false),
});
export type NoticeRequest = z.input<typeof noticeRequestSchema>;
export const noticeIdParamsSchema = z.object({ id: idParamSchema });
