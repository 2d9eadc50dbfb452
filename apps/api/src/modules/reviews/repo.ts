import type { ReviewFit, ReviewSort, ReviewStatus } from '@shop/contract/review-rules';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRow, updateById } from '../../db/rows';
import { items, members, reviewEvents, reviewHelpfulVotes, reviews } from '../../db/schema/index';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewEventKind = (typeof reviewEvents.$inferInsert)['kind'];

/** A review with its writer's names and its product's face, as every view shows it. */
export type ReviewView = ReviewRow & {
  nickname: string;
  userId: string;
  itemName: string;
  itemImageUrl: string | null;
  helped: boolean;
};

const viewColumns = (viewerId: number | null) => ({
  review: reviews,
  nickname: members.nickname,
  userId: members.userId,
  itemName: items.name,
  itemImageUrl: sql<string | null>`${items.imageUrls}[1]`,
  helped:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v
          where v.review_id = ${reviews.id} and v.member_id = ${viewerId})`,
});

type ViewRow = {
  review: ReviewRow;
  nickname: string;
  userId: string;
  itemName: string;
  itemImageUrl: string | null;
  helped: boolean;
};
const flatten = ({ review, ...rest }: ViewRow): ReviewView => ({ ...review, ...rest });

function selectViews(db: Executor, viewerId: number | null) {
  return db
    .select(viewColumns(viewerId))
    .from(reviews)
    .innerJoin(members, eq(members.id, reviews.memberId))
    .innerJoin(items, eq(items.id, reviews.itemId));
}

export const insertReview = (tx: Executor, values: typeof reviews.$inferInsert) =>
  insertRow(tx, reviews, values);

export async function insertEvent(tx: Executor, values: typeof reviewEvents.$inferInsert) {
  await tx.insert(reviewEvents).values(values);
}

export async function lockReview(tx: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(
  tx: Executor,
  id: number,
  values: Partial<typeof reviews.$inferInsert>,
): Promise<ReviewRow> {
  const [row] = await updateById(tx, reviews, id, values).returning();
  return row!;
}

export async function findView(
  db: Executor,
  id: number,
  viewerId: number | null,
): Promise<ReviewView | undefined> {
  const [row] = await selectViews(db, viewerId).where(eq(reviews.id, id));
  return row && flatten(row);
}

// --- the product page ----------------------------------------------------------------------------

export interface ItemReviewFilter {
  photo?: boolean | undefined;
  size?: string | undefined;
  rating?: number | undefined;
}

const hasPhotos = sql`cardinality(${reviews.photoUrls}) > 0`;

function itemWhere(itemId: number, filter: ItemReviewFilter): SQL {
  return and(
    eq(reviews.itemId, itemId),
    eq(reviews.status, 'VISIBLE'),
    filter.photo ? hasPhotos : undefined,
    filter.size === undefined ? undefined : eq(reviews.size, filter.size),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
  ) as SQL;
}

const orderings: Record<ReviewSort, SQL[]> = {
  latest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

export async function itemReviews(
  db: Executor,
  itemId: number,
  filter: ItemReviewFilter,
  sort: ReviewSort,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ rows: ReviewView[]; total: number }> {
  const where = itemWhere(itemId, filter);
  const [rows, [counted]] = await Promise.all([
    selectViews(db, viewerId)
      .where(where)
      .orderBy(...orderings[sort])
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.n ?? 0 };
}

export interface SummaryRow {
  count: number;
  ratingSum: number;
  byRating: Record<number, number>;
  byFit: Record<ReviewFit, number>;
  photoCount: number;
  sizes: string[];
}

export async function itemSummary(db: Executor, itemId: number): Promise<SummaryRow> {
  const visible = and(eq(reviews.itemId, itemId), eq(reviews.status, 'VISIBLE'));
  const grouped = await db
    .select({
      rating: reviews.rating,
      fit: reviews.fit,
      size: reviews.size,
      n: count(),
      photos: sql<number>`count(*) filter (where ${hasPhotos})::int`,
    })
    .from(reviews)
    .where(visible)
    .groupBy(reviews.rating, reviews.fit, reviews.size);
  const summary: SummaryRow = {
    count: 0,
    ratingSum: 0,
    byRating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    byFit: { SMALL: 0, TRUE: 0, LARGE: 0 },
    photoCount: 0,
    sizes: [],
  };
  const sizes = new Set<string>();
  for (const row of grouped) {
    summary.count += row.n;
    summary.ratingSum += row.rating * row.n;
    summary.byRating[row.rating] = (summary.byRating[row.rating] ?? 0) + row.n;
    summary.byFit[row.fit] += row.n;
    summary.photoCount += Number(row.photos);
    if (row.size) sizes.add(row.size);
  }
  summary.sizes = [...sizes];
  return summary;
}

/** The newest visible reviews with photos, for the strip. */
export function photoReviews(db: Executor, itemId: number, limit: number) {
  return db
    .select({ id: reviews.id, photoUrls: reviews.photoUrls })
    .from(reviews)
    .where(and(eq(reviews.itemId, itemId), eq(reviews.status, 'VISIBLE'), hasPhotos))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

// --- the writer ----------------------------------------------------------------------------------

export async function memberReviews(db: Executor, memberId: number): Promise<ReviewView[]> {
  const rows = await selectViews(db, memberId)
    .where(and(eq(reviews.memberId, memberId), ne(reviews.status, 'DELETED')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(flatten);
}

// --- 도움돼요 ---------------------------------------------------------------------------------------

/** Adds the member's vote; answers whether it is new. */
export async function addVote(tx: Executor, reviewId: number, memberId: number) {
  const added = await tx
    .insert(reviewHelpfulVotes)
    .values({ reviewId, memberId })
    .onConflictDoNothing()
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  return added.length === 1;
}

/** Takes the member's vote back; answers whether there was one. */
export async function removeVote(tx: Executor, reviewId: number, memberId: number) {
  const removed = await tx
    .delete(reviewHelpfulVotes)
    .where(
      and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.memberId, memberId)),
    )
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  return removed.length === 1;
}

export async function countVotes(tx: Executor, reviewId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.reviewId, reviewId));
  return row?.n ?? 0;
}

/** The count kept from the votes; `updated_at` stays (a vote is no edit of the review). */
export async function setHelpfulCount(tx: Executor, reviewId: number, helpfulCount: number) {
  await tx.update(reviews).set({ helpfulCount }).where(eq(reviews.id, reviewId));
}

// --- the back office -----------------------------------------------------------------------------

export interface AdminReviewFilter {
  status?: ReviewStatus | undefined;
  rating?: number | undefined;
  photo?: boolean | undefined;
  q: string;
  itemId?: number | undefined;
}

function adminWhere(filter: AdminReviewFilter): SQL {
  const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    filter.status ? eq(reviews.status, filter.status) : ne(reviews.status, 'DELETED'),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.photo === undefined ? undefined : filter.photo ? hasPhotos : sql`not ${hasPhotos}`,
    filter.itemId === undefined ? undefined : eq(reviews.itemId, filter.itemId),
    filter.q
      ? or(
          ilike(items.name, pattern),
          ilike(members.nickname, pattern),
          ilike(members.userId, pattern),
        )
      : undefined,
  ) as SQL;
}

export async function adminReviews(
  db: Executor,
  filter: AdminReviewFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewView[]; total: number }> {
  const where = adminWhere(filter);
  const [rows, [counted]] = await Promise.all([
    selectViews(db, null)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(members, eq(members.id, reviews.memberId))
      .innerJoin(items, eq(items.id, reviews.itemId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.n ?? 0 };
}
