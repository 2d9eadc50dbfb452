import { type Comment, commentMessages } from '@shop/contract/comments';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { requiredPlainText } from '../../lib/plain-text';
import { maskText } from '../../lib/privacy-mask';
import { type AuditService, recorderFor } from '../audit/service';
import * as repo from './comments-repo';
import { maskedLabels, type QnaService, seesOriginal, type Viewer } from './qna-service';

const toComment = (row: repo.CommentRow, viewer: Viewer): Comment => {
  const mine = row.authorId === viewer.memberId;
  return {
    comment_id: row.id,
    writer: row.writer,
    payload: seesOriginal(row, viewer) ? row.payload : (row.publicPayload ?? row.payload),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_answer: row.isAnswer,
    is_mine: mine,
    ...(mine && row.maskedKinds.length > 0 && { privacy_masked: maskedLabels(row.maskedKinds) }),
  };
};

/**
 * A member's comment with its public copy (personal details hidden, decision 035); the shop's
 * answer is its own words (its phone number, its account) and is shown as written.
 */
function withPublicCopy(text: string, isAnswer: boolean) {
  const masked = isAnswer ? { text, kinds: [] } : maskText(text);
  return {
    payload: text,
    publicPayload: masked.kinds.length ? masked.text : null,
    maskedKinds: masked.kinds,
  };
}

/**
 * Comments of Q&A posts: a secret post's comments are for its writer and admins only. An admin's
 * comment is the shop's answer; writing or editing an answer, and an admin deleting a comment that
 * is an answer or somebody else's, are audited in the same transaction as the change.
 */
export function createCommentService({
  db,
  qna,
  audit,
}: {
  db: Database;
  qna: Pick<QnaService, 'readable' | 'viewerOf' | 'invalidateLists'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const recordPost = recorderFor(audit, 'qna');
  const recordComment = recorderFor(audit, 'comment');
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
      const text = requiredPlainText(payload, ['payload'], commentMessages.required);
      return db
        .transaction(async (tx) => {
          const id = await repo.insertComment(tx, {
            qnaId,
            authorId: memberId,
            ...withPublicCopy(text, viewer.isAdmin),
            isAnswer: viewer.isAdmin,
          });
          if (viewer.isAdmin) {
            await recordPost(tx, memberId, 'qna.answer', qnaId, { comment_id: id });
          }
          return toComment((await repo.findComment(tx, id))!, viewer);
        })
        .finally(qna.invalidateLists);
    },

    async update(memberId: number, commentId: number, payload: string): Promise<Comment> {
      const { comment, viewer } = await owned(memberId, commentId);
      if (comment.authorId !== memberId) throw forbidden(commentMessages.notWriter);
      const text = requiredPlainText(payload, ['payload'], commentMessages.required);
      return db.transaction(async (tx) => {
        if (!(await repo.updateComment(tx, commentId, withPublicCopy(text, comment.isAnswer)))) {
          throw notFound(commentMessages.notFound);
        }
        if (comment.isAnswer && viewer.isAdmin) {
          await recordPost(tx, memberId, 'qna.answer.update', comment.qnaId, {
            comment_id: commentId,
          });
        }
        return toComment((await repo.findComment(tx, commentId))!, viewer);
      });
    },

    async remove(memberId: number, commentId: number): Promise<void> {
      const { comment, viewer } = await owned(memberId, commentId);
      const ownComment = comment.authorId === memberId;
      if (!ownComment && !viewer.isAdmin) throw forbidden(commentMessages.notWriterOrAdmin);
      await db
        .transaction(async (tx) => {
          if (!(await repo.deleteComment(tx, commentId))) throw notFound(commentMessages.notFound);
          if (!viewer.isAdmin || (ownComment && !comment.isAnswer)) return;
          await recordComment(tx, memberId, 'comment.delete', commentId, {
            qna_id: comment.qnaId,
            writer_id: comment.authorId,
          });
        })
        .finally(qna.invalidateLists);
    },
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
