import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, firstRow, foundOne, insertRow, updateById } from '../../db/rows';
import { members, notices } from '../../db/schema/index';

const columns = {
  id: notices.id,
  title: notices.title,
  adminNickname: members.nickname,
  pinned: notices.pinned,
  viewCount: notices.viewCount,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};

/** Pinned first, then newest. */
export function listNotices(db: Executor, options: { pinnedOnly?: boolean } = {}) {
  return db
    .select(columns)
    .from(notices)
    .innerJoin(members, eq(members.id, notices.authorId))
    .where(options.pinnedOnly ? eq(notices.pinned, true) : undefined)
    .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id));
}
export type NoticeListRow = Awaited<ReturnType<typeof listNotices>>[number];

export async function findNotice(db: Executor, id: number) {
  return firstRow(
    db
      .select({ ...columns, payload: notices.payload })
      .from(notices)
      .innerJoin(members, eq(members.id, notices.authorId))
      .where(eq(notices.id, id)),
  );
}

export async function insertNotice(db: Executor, values: typeof notices.$inferInsert) {
  return insertRow(db, notices, values);
}

export async function updateNotice(
  db: Executor,
  id: number,
  patch: Partial<typeof notices.$inferInsert>,
) {
  return foundOne(updateById(db, notices, id, patch).returning({ id: notices.id }));
}

/** The deleted notice's title, or undefined when there was none. */
export async function deleteNotice(db: Executor, id: number) {
  const [row] = await deleteById(db, notices, id).returning({ title: notices.title });
  return row?.title;
}

export async function addView(db: Executor, id: number) {
  await db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1` })
    .where(eq(notices.id, id));
}

/** Every notice's id and last change, oldest first (the sitemap). */
export function listNoticeDates(db: Executor) {
  return db
    .select({ id: notices.id, updatedAt: notices.updatedAt })
    .from(notices)
    .orderBy(notices.id);
}

/** How many notices there are and when the latest changed. */
export async function noticesVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${notices.updatedAt})::text`,
    })
    .from(notices);
  return `${row?.n ?? 0}@${row?.latest ?? ''}`;
}
