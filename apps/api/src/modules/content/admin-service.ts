import type {
  AdminQnaDetail,
  AdminQnaList,
  AdminQnaRow,
  adminQnaListQuerySchema,
} from '@shop/contract/admin-content';
import type { Comment } from '@shop/contract/comments';
import type { Notice, noticeRequestSchema } from '@shop/contract/notices';
import type { z } from 'zod';
import { pageInfo, pageWindow } from '../../lib/paging';
import type { CommentService } from '../community/comments-service';
import type { QnaService } from '../community/qna-service';
import type { NoticeService } from './service';

type QnaListQuery = z.output<typeof adminQnaListQuerySchema>;
type NoticeInput = z.output<typeof noticeRequestSchema>;

interface PostRow {
  id: number;
  title: string;
  writer: string;
  authorId: number;
  isSecret: boolean;
  commentCount: number;
  hasAnswer: boolean;
  createdAt: Date;
}

const summaryOf = (r: PostRow): AdminQnaRow => ({
  qna_id: r.id,
  title: r.title,
  writer: r.writer,
  writer_id: r.authorId,
  is_secret: r.isSecret,
  comment_count: r.commentCount,
  is_answered: r.hasAnswer,
  created_at: r.createdAt.toISOString(),
});

export interface ContentDeps {
  notices: NoticeService;
  qna: Pick<QnaService, 'listByAnswer' | 'readable' | 'contentOf' | 'viewerOf' | 'remove'>;
  comments: Pick<CommentService, 'create' | 'list' | 'remove'>;
}

/** Notices and Q&A as the back office runs them; each write is audited by the service it calls. */
export function createContentService({ notices, qna, comments }: ContentDeps) {
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
      const { rows, total } = await qna.listByAnswer(query.state, pageWindow(query));
      return {
        posts: rows.map(summaryOf),
        ...pageInfo(query, total),
      };
    },

    /** A post with its comments, secret or not; reading it here adds no view. */
    async qnaDetail(adminId: number, id: number): Promise<AdminQnaDetail> {
      const post = await qna.readable(id, await qna.viewerOf(adminId));
      const { payload, imageUrls } = qna.contentOf(post);
      return {
        ...summaryOf(post),
        payload,
        image_urls: imageUrls,
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
