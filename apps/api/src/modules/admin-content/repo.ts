import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, qnaComments, qnaPosts } from '../../db/schema/index';

const OUTER_POST_ID = sql.raw('"qna_posts"."id"');
const isAnswered = sql<boolean>`exists (select 1 from ${qnaComments} c where c.qna_id = ${OUTER_POST_ID} and c.is_answer)`;

export type AnswerState = 'all' | 'unanswered' | 'answered';

const stateCondition = (state: AnswerState) =>
  state === 'all' ? undefined : state === 'answered' ? isAnswered : sql`not ${isAnswered}`;

const columns = {
  id: qnaPosts.id,
  title: qnaPosts.title,
  writer: members.nickname,
  writerId: qnaPosts.authorId,
  isSecret: qnaPosts.isSecret,
  createdAt: qnaPosts.createdAt,
  commentCount: sql<number>`(select count(*)::int from ${qnaComments} c where c.qna_id = ${OUTER_POST_ID})`,
  isAnswered,
};

/** Unanswered first, the longest waiting on top; then answered ones, newest first. */
export function listPosts(
  db: Executor,
  state: AnswerState,
  page: { limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(qnaPosts)
    .innerJoin(members, eq(members.id, qnaPosts.authorId))
    .where(stateCondition(state))
    .orderBy(
      asc(isAnswered),
      sql`case when ${isAnswered} then null else ${qnaPosts.createdAt} end asc nulls last`,
      desc(qnaPosts.createdAt),
      desc(qnaPosts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPosts(db: Executor, state: AnswerState): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qnaPosts)
    .where(stateCondition(state));
  return row?.n ?? 0;
}

export async function findPost(db: Executor, id: number) {
  const [row] = await db
    .select({ ...columns, payload: qnaPosts.payload, imageUrls: qnaPosts.imageUrls })
    .from(qnaPosts)
    .innerJoin(members, eq(members.id, qnaPosts.authorId))
    .where(eq(qnaPosts.id, id));
  return row;
}
