import { type Comment, commentMessages } from '@shop/contract/comments';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { requiredPlainText } from '../../lib/plain-text';
import type { QnaService, Viewer } from '../qna/service';
import * as repo from './repo';

const toComment = (row: repo.CommentRow, viewer: Viewer): Comment => ({
  comment_id: row.id,
  writer: row.writer,
  payload: row.payload,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  is_answer: row.isAnswer,
  is_mine: row.authorId === viewer.memberId,
});

/** Comments of Q&A posts: a secret post's comments are for its writer and admins only. */
export function createCommentService({
  db,
  qna,
}: {
  db: Database;
  qna: Pick<QnaService, 'readable' | 'viewerOf'>;
}) {
  async function owned(memberId: number, commentId: number) {
    const comment = await repo.findComment(db, commentId);
    if (!comment) throw notFound(commentMessages.notFound);
    return { comment, viewer: await qna.viewerOf(memberId) };
  }

  return {
    async list(qnaId: number, memberId: number | null): Promise<Comment[]> {
      const viewer = await qna.viewerOf(memberId);
      await qna.readable(qnaId, viewer);
      return (await repo.listComments(db, qnaId)).map((row) => toComment(row, viewer));
    },

    /** A member comments; an admin's comment is the shop's answer. */
    async create(memberId: number, qnaId: number, payload: string): Promise<Comment> {
      const viewer = await qna.viewerOf(memberId);
      await qna.readable(qnaId, viewer);
      const id = await repo.insertComment(db, {
        qnaId,
        authorId: memberId,
        payload: requiredPlainText(payload, ['payload'], commentMessages.required),
        isAnswer: viewer.isAdmin,
      });
      return toComment((await repo.findComment(db, id))!, viewer);
    },

    async update(memberId: number, commentId: number, payload: string): Promise<Comment> {
      const { comment, viewer } = await owned(memberId, commentId);
      if (comment.authorId !== memberId) throw forbidden(commentMessages.notWriter);
      await repo.updateComment(
        db,
        commentId,
        requiredPlainText(payload, ['payload'], commentMessages.required),
      );
      return toComment((await repo.findComment(db, commentId))!, viewer);
    },

    async remove(memberId: number, commentId: number): Promise<void> {
      const { comment, viewer } = await owned(memberId, commentId);
      if (comment.authorId !== memberId && !viewer.isAdmin) {
        throw forbidden(commentMessages.notWriterOrAdmin);
      }
      await repo.deleteComment(db, commentId);
    },
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
