import { asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { firstRow } from '../../../db/rows';
import { feedBuilds } from '../../../db/schema/index';

export type NewFeedBuild = typeof feedBuilds.$inferInsert;

/** A build without its files: what the back office lists. */
const summaryColumns = {
  id: feedBuilds.id,
  builtAt: feedBuilds.builtAt,
  trigger: feedBuilds.trigger,
  catalogVersion: feedBuilds.catalogVersion,
  products: feedBuilds.products,
  naverRows: feedBuilds.naverRows,
  googleItems: feedBuilds.googleItems,
  summaryRows: feedBuilds.summaryRows,
  leftOut: feedBuilds.leftOut,
};
export type FeedBuildSummary = Awaited<ReturnType<typeof listBuilds>>[number];

export async function insertBuild(db: Executor, values: NewFeedBuild): Promise<number> {
  const [row] = await db.insert(feedBuilds).values(values).returning({ id: feedBuilds.id });
  return row!.id;
}

/** The newest builds first, without their files. */
export function listBuilds(db: Executor, limit: number) {
  return db
    .select(summaryColumns)
    .from(feedBuilds)
    .orderBy(desc(feedBuilds.builtAt), desc(feedBuilds.id))
    .limit(limit);
}

export const latestBuildRef = (db: Executor) =>
  firstRow(
    db
      .select({ id: feedBuilds.id, catalogVersion: feedBuilds.catalogVersion })
      .from(feedBuilds)
      .orderBy(desc(feedBuilds.builtAt), desc(feedBuilds.id))
      .limit(1),
  );

export const findFiles = (db: Executor, id: number) =>
  firstRow(
    db
      .select({
        id: feedBuilds.id,
        builtAt: feedBuilds.builtAt,
        naverEp: feedBuilds.naverEp,
        naverSummary: feedBuilds.naverSummary,
        googleXml: feedBuilds.googleXml,
      })
      .from(feedBuilds)
      .where(eq(feedBuilds.id, id)),
  );

/**
 * The build the summary EP is drawn against: the latest daily one (the full EP Naver takes each
 * day), or the first build of all before there is one.
 */
export async function findBaseline(db: Executor) {
  const pick = { id: feedBuilds.id, fingerprints: feedBuilds.fingerprints };
  const daily = await firstRow(
    db
      .select(pick)
      .from(feedBuilds)
      .where(eq(feedBuilds.trigger, 'daily'))
      .orderBy(desc(feedBuilds.builtAt), desc(feedBuilds.id))
      .limit(1),
  );
  return (
    daily ??
    firstRow(
      db
        .select(pick)
        .from(feedBuilds)
        .orderBy(asc(feedBuilds.builtAt), asc(feedBuilds.id))
        .limit(1),
    )
  );
}

/** Deletes every build but `keepIds` (the newest few and the summary's baseline). */
export async function deleteBuildsExcept(db: Executor, keepIds: number[]) {
  if (keepIds.length === 0) return;
  await db.delete(feedBuilds).where(notInArray(feedBuilds.id, keepIds));
}
