import { pageCount } from '@shop/contract/admin';
import {
  type AdminQnaDetail,
  type AdminQnaList,
  adminContentMessages,
  type adminQnaListQuerySchema,
} from '@shop/contract/admin-content';
import type { Comment } from '@shop/contract/comments';
import type { Notice, noticeRequestSchema } from '@shop/contract/notices';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { CommentService } from '../comments/service';
import type { NoticeService } from '../notices/service';
import type { QnaService } from '../qna/service';
import * as repo from './repo';

type QnaListQuery = z.output<typeof adminQnaListQuerySchema>;
type NoticeInput = z.output<typeof noticeRequestSchema>;

export interface ContentDeps {
  db: Database;
  notices: NoticeService;
  qna: Pick<QnaService, 'remove'>;
  comments: Pick<CommentService, 'create' | 'list' | 'remove'>;
}

/** Notices and Q&A as the back office runs them; each write is audited by the service it calls. */
export function createContentService({ db, notices, qna, comments }: ContentDeps) {
  return {
    async listNotices() {
      return { notices: (await notices.list()).notice_list };
    },

    // The notice, answer and delete rules (and their audit rows) live in the shop's own services,
    // so the storefront's routes and these cannot drift apart.
    createNotice: (adminId: number, input: NoticeInput): Promise<Notice> =>
      notices.create(adminId, input),
    updateNotice: (adminId: number, id: number, input: NoticeInput): Promise<Notice> =>
      notices.update(adminId, id, input),
    removeNotice: (adminId: number, id: number): Promise<void> => notices.remove(adminId, id),
    pinNotice: (adminId: number, id: number, pinned: boolean): Promise<Notice> =>
      notices.setPinned(adminId, id, pinned),

    async listQna(query: QnaListQuery): Promise<AdminQnaList> {
      const rows = await repo.listPosts(db, query.state, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const total = await repo.countPosts(db, query.state);
      return {
        posts: rows.map((r) => ({
          qna_id: r.id,
          title: r.title,
          writer: r.writer,
          writer_id: r.writerId,
          is_secret: r.isSecret,
          comment_count: r.commentCount,
          is_answered: r.isAnswered,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        size: query.size,
        page_count: pageCount(total, query.size),
      };
    },

    async qnaDetail(adminId: number, id: number): Promise<AdminQnaDetail> {
      const post = await repo.findPost(db, id);
      if (!post) throw notFound(adminContentMessages.qnaNotFound);
      return {
        qna_id: post.id,
        title: post.title,
        writer: post.writer,
        writer_id: post.writerId,
        is_secret: post.isSecret,
        comment_count: post.commentCount,
        is_answered: post.isAnswered,
        created_at: post.createdAt.toISOString(),
        payload: post.payload,
        image_urls: post.imageUrls,
        comments: await comments.list(id, adminId),
      };
    },

    /** The shop's answer: an admin's comment, shown as the answer on the storefront. */
    answer: (adminId: number, qnaId: number, payload: string): Promise<Comment> =>
      comments.create(adminId, qnaId, payload),
    removePost: (adminId: number, id: number): Promise<void> => qna.remove(adminId, id),
    removeComment: (adminId: number, commentId: number): Promise<void> =>
      comments.remove(adminId, commentId),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
