import { type Notice, noticeMessages, type noticeRequestSchema } from '@shop/contract/notices';
import type { QnaListItem } from '@shop/contract/qna';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requiredPlainText } from '../../lib/plain-text';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { ViewCounter } from '../../lib/view-counter';
import * as repo from './repo';

type NoticeInput = z.output<typeof noticeRequestSchema>;

const toSummary = (row: repo.NoticeListRow): Omit<Notice, 'payload'> => ({
  notice_id: row.id,
  title: row.title,
  admin_nickname: row.adminNickname,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  comment_count: 0,
  view_count: row.viewCount,
  pinned: row.pinned,
});

export function createNoticeService({ db, views }: { db: Database; views: ViewCounter }) {
  async function detail(id: number): Promise<Notice> {
    const row = await repo.findNotice(db, id);
    if (!row) throw notFound(noticeMessages.notFound);
    return { ...toSummary(row), payload: row.payload };
  }

  const fieldsOf = (input: NoticeInput) => ({
    title: requiredPlainText(input.title, ['title'], noticeMessages.titleRequired),
    payload: sanitizeRichHtml(input.payload),
    pinned: input.pinned,
  });

  return {
    /** One notice as stored, counting no view (the back office's editor reads it). */
    read: detail,

    async list() {
      return { notice_list: (await repo.listNotices(db)).map(toSummary) };
    },

    /** One notice; the view counts once a day per viewer. */
    async view(id: number, viewerKey: string): Promise<Notice> {
      const notice = await detail(id);
      if (await views.firstViewToday('notice', id, viewerKey)) {
        await repo.addView(db, id);
        notice.view_count += 1;
      }
      return notice;
    },

    /** Pinned notices as rows of the Q&A list (its page 1 shows them on top). */
    async pinnedAsQna(): Promise<QnaListItem[]> {
      return (await repo.listNotices(db, { pinnedOnly: true })).map((row) => ({
        id: row.id,
        title: row.title,
        writer: row.adminNickname,
        image_urls: [],
        view_count: row.viewCount,
        created_at: row.createdAt.toISOString(),
        comment_count: 0,
        is_secret: false,
        is_notice: true,
      }));
    },

    async create(adminId: number, input: NoticeInput): Promise<Notice> {
      return detail(await repo.insertNotice(db, { authorId: adminId, ...fieldsOf(input) }));
    },

    async update(id: number, input: NoticeInput): Promise<Notice> {
      if (!(await repo.updateNotice(db, id, fieldsOf(input))))
        throw notFound(noticeMessages.notFound);
      return detail(id);
    },

    /** Pins the notice on top of the lists, or unpins it. */
    async setPinned(id: number, pinned: boolean): Promise<Notice> {
      if (!(await repo.updateNotice(db, id, { pinned }))) throw notFound(noticeMessages.notFound);
      return detail(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteNotice(db, id))) throw notFound(noticeMessages.notFound);
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
