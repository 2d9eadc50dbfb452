import { type Notice, noticeMessages, type noticeRequestSchema } from '@shop/contract/notices';
import type { QnaListItem } from '@shop/contract/qna';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createJsonCache } from '../../lib/json-cache';
import { requiredPlainText } from '../../lib/plain-text';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { ViewCounter } from '../../lib/view-counter';
import { type AuditService, recorderFor } from '../audit/service';
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

export interface NoticeDeps {
  db: Database;
  views: ViewCounter;
  audit: Pick<AuditService, 'record'>;
  /** How long the list is kept serialized (0: not kept); every write clears it at once. */
  cacheTtlMs?: number;
}

/**
 * Notices: everybody reads them; only admins write them, and every write is audited. The list
 * is kept serialized like the catalog's (view counts in it may lag by the TTL); a write clears it
 * and tells `onWrite` listeners (the Q&A list shows pinned notices).
 */
export function createNoticeService({ db, views, audit, cacheTtlMs = 0 }: NoticeDeps) {
  const recordNotice = recorderFor(audit, 'notice');
  const cache = createJsonCache(cacheTtlMs);
  const writeListeners: (() => void)[] = [];
  /** After a write (also one that failed half-way): every kept answer is forgotten. */
  const writing = <T>(write: () => Promise<T>): Promise<T> =>
    write().finally(() => {
      cache.clear();
      for (const listener of writeListeners) listener();
    });
  const list = async () => ({ notice_list: (await repo.listNotices(db)).map(toSummary) });
  async function detail(id: number, executor: Executor = db): Promise<Notice> {
    const row = await repo.findNotice(executor, id);
    if (!row) throw notFound(noticeMessages.notFound);
    return { ...toSummary(row), payload: row.payload };
  }

  const fieldsOf = (input: NoticeInput) => ({
    title: requiredPlainText(input.title, ['title'], noticeMessages.titleRequired),
    payload: sanitizeRichHtml(input.payload),
    pinned: input.pinned,
  });

  /** The notice just written, with the audit row of its title and pin. */
  async function written(
    tx: Executor,
    adminId: number,
    action: 'notice.create' | 'notice.update',
    id: number,
  ) {
    const notice = await detail(id, tx);
    await recordNotice(tx, adminId, action, id, { title: notice.title, pinned: notice.pinned });
    return notice;
  }

  return {
    /** One notice as stored, counting no view (the back office's editor reads it). */
    read: detail,
    exists: async (id: number) => (await repo.findNotice(db, id)) !== undefined,
    /** Every notice's id and last change (the sitemap), and a token that moves when they do. */
    listDates: () => repo.listNoticeDates(db),
    version: () => repo.noticesVersion(db),

    list,
    /** The list as JSON text, from the cache when fresh. */
    listJson: async () =>
      (await cache.get('list', async () => JSON.stringify(await list()))) as string,
    /** `listener` runs after every write of a notice. */
    onWrite(listener: () => void) {
      writeListeners.push(listener);
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

    create: (adminId: number, input: NoticeInput): Promise<Notice> =>
      writing(() =>
        db.transaction(async (tx) => {
          const id = await repo.insertNotice(tx, { authorId: adminId, ...fieldsOf(input) });
          return written(tx, adminId, 'notice.create', id);
        }),
      ),

    async update(adminId: number, id: number, input: NoticeInput): Promise<Notice> {
      const fields = fieldsOf(input);
      return writing(() =>
        db.transaction(async (tx) => {
          if (!(await repo.updateNotice(tx, id, fields))) throw notFound(noticeMessages.notFound);
          return written(tx, adminId, 'notice.update', id);
        }),
      );
    },

    /** Pins the notice on top of the lists, or unpins it. */
    setPinned: (adminId: number, id: number, pinned: boolean): Promise<Notice> =>
      writing(() =>
        db.transaction(async (tx) => {
          if (!(await repo.updateNotice(tx, id, { pinned })))
            throw notFound(noticeMessages.notFound);
          await recordNotice(tx, adminId, pinned ? 'notice.pin' : 'notice.unpin', id);
          return detail(id, tx);
        }),
      ),

    remove: (adminId: number, id: number): Promise<void> =>
      writing(() =>
        db.transaction(async (tx) => {
          const title = await repo.deleteNotice(tx, id);
          if (title === undefined) throw notFound(noticeMessages.notFound);
          await recordNotice(tx, adminId, 'notice.delete', id, { title });
        }),
      ),
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
