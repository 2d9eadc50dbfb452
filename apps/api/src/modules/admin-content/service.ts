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
import type { AuditService } from '../admin-audit/service';
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
  audit: AuditService;
}

/** Notices and Q&A as the back office runs them; each write is audited. */
export function createContentService({ db, notices, qna, comments, audit }: ContentDeps) {
  return {
    async listNotices() {
      return { notices: (await notices.list()).notice_list };
    },

    async createNotice(adminId: number, input: NoticeInput): Promise<Notice> {
      const notice = await notices.create(adminId, input);
      await audit.record({
        actorId: adminId,
        action: 'notice.create',
        targetType: 'notice',
        targetId: notice.notice_id,
        detail: { title: notice.title, pinned: notice.pinned },
      });
      return notice;
    },

    async updateNotice(adminId: number, id: number, input: NoticeInput): Promise<Notice> {
      const notice = await notices.update(id, input);
      await audit.record({
        actorId: adminId,
        action: 'notice.update',
        targetType: 'notice',
        targetId: id,
        detail: { title: notice.title, pinned: notice.pinned },
      });
      return notice;
    },

    async removeNotice(adminId: number, id: number): Promise<void> {
      await notices.remove(id);
      await audit.record({
        actorId: adminId,
        action: 'notice.delete',
        targetType: 'notice',
        targetId: id,
      });
    },

    async pinNotice(adminId: number, id: number, pinned: boolean): Promise<Notice> {
      const notice = await notices.setPinned(id, pinned);
      await audit.record({
        actorId: adminId,
        action: pinned ? 'notice.pin' : 'notice.unpin',
        targetType: 'notice',
        targetId: id,
      });
      return notice;
    },

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
    async answer(adminId: number, qnaId: number, payload: string): Promise<Comment> {
      const comment = await comments.create(adminId, qnaId, payload);
      await audit.record({
        actorId: adminId,
        action: 'qna.answer',
        targetType: 'qna',
        targetId: qnaId,
        detail: { comment_id: comment.comment_id },
      });
      return comment;
    },

    async removePost(adminId: number, id: number): Promise<void> {
      const post = await repo.findPost(db, id);
      if (!post) throw notFound(adminContentMessages.qnaNotFound);
      await qna.remove(adminId, id);
      await audit.record({
        actorId: adminId,
        action: 'qna.delete',
        targetType: 'qna',
        targetId: id,
        detail: { title: post.title, writer_id: post.writerId },
      });
    },

    async removeComment(adminId: number, commentId: number): Promise<void> {
      const comment = await repo.findCommentPost(db, commentId);
      if (!comment) throw notFound(adminContentMessages.commentNotFound);
      await comments.remove(adminId, commentId);
      await audit.record({
        actorId: adminId,
        action: 'comment.delete',
        targetType: 'comment',
        targetId: commentId,
        detail: { qna_id: comment.qnaId, writer_id: comment.authorId },
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
