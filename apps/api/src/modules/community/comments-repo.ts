import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, firstRow, foundOne, insertRow, updateById } from '../../db/rows';
import { members, qnaComments } from '../../db/schema/index';

const columns = {
  id: qnaComments.id,
  qnaId: qnaComments.qnaId,
  authorId: qnaComments.authorId,
  writer: members.nickname,
  payload: qnaComments.payload,
  publicPayload: qnaComments.publicPayload,
  maskedKinds: qnaComments.maskedKinds,
  isAnswer: qnaComments.isAnswer,
  createdAt: qnaComments.createdAt,
  updatedAt: qnaComments.updatedAt,
};

export function listComments(db: Executor, qnaId: number) {
  return db
    .select(columns)
    .from(qnaComments)
    .innerJoin(members, eq(members.id, qnaComments.authorId))
    .where(eq(qnaComments.qnaId, qnaId))
    .orderBy(asc(qnaComments.createdAt), asc(qnaComments.id));
}
export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

export async function findComment(db: Executor, id: number) {
  return firstRow(
    db
      .select(columns)
      .from(qnaComments)
      .innerJoin(members, eq(members.id, qnaComments.authorId))
      .where(eq(qnaComments.id, id)),
  );
}

export async function insertComment(db: Executor, values: typeof qnaComments.$inferInsert) {
  return insertRow(db, qnaComments, values);
}

/** False when the comment is gone (deleted meanwhile). */
export async function updateComment(
  db: Executor,
  id: number,
  values: Pick<typeof qnaComments.$inferInsert, 'payload' | 'publicPayload' | 'maskedKinds'>,
) {
  return foundOne(updateById(db, qnaComments, id, values).returning({ id: qnaComments.id }));
}

/** False when the comment was already gone. */
export async function deleteComment(db: Executor, id: number) {
  return foundOne(deleteById(db, qnaComments, id).returning({ id: qnaComments.id }));
}
