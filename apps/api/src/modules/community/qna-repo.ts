import { and, arrayContains, asc, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, firstRow, foundOne, insertRow, updateById } from '../../db/rows';
import { members, qnaComments, qnaPosts } from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';

export type QnaPostRow = typeof qnaPosts.$inferSelect;

// Drizzle writes a lone table's columns unqualified; inside a subquery over qna_comments "id"
// would be the comment's, so the outer post's id is named in full.
const OUTER_POST_ID = sql.raw('"qna_posts"."id"');

const commentCount = sql<number>`(select count(*)::int from ${qnaComments} c where c.qna_id = ${OUTER_POST_ID})`;
const hasAnswer = sql<boolean>`exists (select 1 from ${qnaComments} c where c.qna_id = ${OUTER_POST_ID} and c.is_answer)`;

const listColumns = {
  id: qnaPosts.id,
  authorId: qnaPosts.authorId,
  title: qnaPosts.title,
  publicTitle: qnaPosts.publicTitle,
  maskedKinds: qnaPosts.maskedKinds,
  writer: members.nickname,
  imageUrls: qnaPosts.imageUrls,
  viewCount: qnaPosts.viewCount,
  createdAt: qnaPosts.createdAt,
  isSecret: qnaPosts.isSecret,
  commentCount,
};

export type QnaListRow = Awaited<ReturnType<typeof listPosts>>[number];

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

export interface PostFilter {
  type: 'title' | 'payload' | 'writer';
  keyword: string;
  /** Secret posts' text is searched only for their writer and admins. */
  viewer: { memberId: number | null; isAdmin: boolean };
}

function filterCondition({ type, keyword, viewer }: PostFilter): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  // The copy others read is what is searched: a hidden phone number finds nothing.
  if (type === 'title')
    return ilike(sql`coalesce(${qnaPosts.publicTitle}, ${qnaPosts.title})`, pattern);
  if (type === 'writer') return ilike(members.nickname, pattern);
  const readable = viewer.isAdmin
    ? undefined
    : or(
        eq(qnaPosts.isSecret, false),
        viewer.memberId === null ? undefined : eq(qnaPosts.authorId, viewer.memberId),
      );
  return and(ilike(qnaPosts.payloadText, pattern), readable);
}

export function listPosts(db: Executor, filter: PostFilter, page: RowWindow) {
  return db
    .select(listColumns)
    .from(qnaPosts)
    .innerJoin(members, eq(members.id, qnaPosts.authorId))
    .where(filterCondition(filter))
    .orderBy(desc(qnaPosts.createdAt), desc(qnaPosts.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPosts(db: Executor, filter: PostFilter): Promise<number> {
  return countOf(
    db
      .select(countColumn)
      .from(qnaPosts)
      .innerJoin(members, eq(members.id, qnaPosts.authorId))
      .where(filterCondition(filter)),
  );
}

export async function findPost(db: Executor, id: number) {
  return firstRow(
    db
      .select({
        ...listColumns,
        payload: qnaPosts.payload,
        publicPayload: qnaPosts.publicPayload,
        updatedAt: qnaPosts.updatedAt,
        hasAnswer,
      })
      .from(qnaPosts)
      .innerJoin(members, eq(members.id, qnaPosts.authorId))
      .where(eq(qnaPosts.id, id)),
  );
}
export type QnaDetailRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** Whether a post everybody may read (not secret) has this image among its own. */
export async function isPublicImage(db: Executor, url: string): Promise<boolean> {
  return foundOne(
    db
      .select({ id: qnaPosts.id })
      .from(qnaPosts)
      .where(and(arrayContains(qnaPosts.imageUrls, [url]), eq(qnaPosts.isSecret, false)))
      .limit(1),
  );
}

export async function insertPost(db: Executor, values: typeof qnaPosts.$inferInsert) {
  return insertRow(db, qnaPosts, values);
}

export async function updatePost(db: Executor, id: number, patch: Partial<QnaPostRow>) {
  await updateById(db, qnaPosts, id, patch);
}

/** False when the post was already gone (deleted meanwhile). */
export async function deletePost(db: Executor, id: number) {
  return foundOne(deleteById(db, qnaPosts, id).returning({ id: qnaPosts.id }));
}

export async function addView(db: Executor, id: number) {
  await db
    .update(qnaPosts)
    .set({ viewCount: sql`${qnaPosts.viewCount} + 1` })
    .where(eq(qnaPosts.id, id));
}

export type AnswerState = 'all' | 'unanswered' | 'answered';

const answerCondition = (state: AnswerState) =>
  state === 'all' ? undefined : state === 'answered' ? hasAnswer : sql`not ${hasAnswer}`;

/** For the back office: unanswered first, the longest waiting on top; then answered, newest first. */
export function listByAnswer(db: Executor, state: AnswerState, page: RowWindow) {
  return db
    .select({ ...listColumns, hasAnswer })
    .from(qnaPosts)
    .innerJoin(members, eq(members.id, qnaPosts.authorId))
    .where(answerCondition(state))
    .orderBy(
      asc(hasAnswer),
      sql`case when ${hasAnswer} then null else ${qnaPosts.createdAt} end asc nulls last`,
      desc(qnaPosts.createdAt),
      desc(qnaPosts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** Posts in that state; with `before`, only those written before it. */
export async function countByAnswer(
  db: Executor,
  state: AnswerState,
  before?: Date,
): Promise<number> {
  return countOf(
    db
      .select(countColumn)
      .from(qnaPosts)
      .where(and(answerCondition(state), before ? lt(qnaPosts.createdAt, before) : undefined)),
  );
}
