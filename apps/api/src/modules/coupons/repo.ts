import { and, asc, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, foundOne, insertRow } from '../../db/rows';
import { coupons, memberCoupons, members, orders } from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';

export type CouponRow = typeof coupons.$inferSelect;

const claimCount = sql<number>`(select count(*)::int from ${memberCoupons} mc where mc.coupon_id = ${sql.raw('"coupons"."id"')})`;

/** Coupons a member can claim now: running, not stopped, not theirs yet, not all given out. */
export function listClaimable(db: Executor, memberId: number, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        lte(coupons.startedAt, now),
        gt(coupons.finishedAt, now),
        isNull(coupons.stoppedAt),
        or(isNull(coupons.maxClaims), sql`${claimCount} < ${coupons.maxClaims}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(memberCoupons)
            .where(
              and(
                eq(memberCoupons.memberId, memberId),
                sql`${memberCoupons.couponId} = ${sql.raw('"coupons"."id"')}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(coupons.finishedAt), asc(coupons.id));
}

/** The coupon row, locked until the transaction ends (claims are counted under the lock). */
export async function lockCoupon(db: Executor, couponId: number) {
  return firstRow(db.select().from(coupons).where(eq(coupons.id, couponId)).for('update'));
}

export async function countClaims(db: Executor, couponId: number): Promise<number> {
  return countOf(
    db.select(countColumn).from(memberCoupons).where(eq(memberCoupons.couponId, couponId)),
  );
}

export async function insertClaim(db: Executor, memberId: number, couponId: number) {
  return foundOne(
    db
      .insert(memberCoupons)
      .values({ memberId, couponId })
      .onConflictDoNothing()
      .returning({ id: memberCoupons.id }),
  );
}

export interface OwnedCoupon {
  coupon: CouponRow;
  usedAt: Date | null;
}

/** The member's unused coupons that can be used now. */
export async function listOwnedUsable(db: Executor, memberId: number, now: Date) {
  const rows = await db
    .select({ coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        isNull(memberCoupons.usedAt),
        lte(coupons.startedAt, now),
        gt(coupons.finishedAt, now),
        isNull(coupons.stoppedAt),
      ),
    )
    .orderBy(asc(coupons.finishedAt), asc(coupons.id));
  return rows.map((r) => r.coupon);
}

export async function findOwned(
  db: Executor,
  memberId: number,
  couponId: number,
): Promise<OwnedCoupon | undefined> {
  return firstRow(
    db
      .select({ coupon: coupons, usedAt: memberCoupons.usedAt })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponId, couponId))),
  );
}

/** Marks the member's coupon used by an order, only if it is still unused. */
export async function markUsed(db: Executor, memberId: number, couponId: number, orderId: number) {
  return foundOne(
    db
      .update(memberCoupons)
      .set({ usedAt: new Date(), orderId })
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.couponId, couponId),
          isNull(memberCoupons.usedAt),
        ),
      )
      .returning({ id: memberCoupons.id }),
  );
}

/** Gives the coupon back when the order that used it is cancelled. */
export async function release(db: Executor, memberId: number, couponId: number, orderId: number) {
  await db
    .update(memberCoupons)
    .set({ usedAt: null, orderId: null })
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.couponId, couponId),
        eq(memberCoupons.orderId, orderId),
      ),
    );
}

const OUTER_COUPON_ID = sql.raw('"coupons"."id"');

/** Coupons, newest first, with how many were claimed and used. */
export function listCoupons(db: Executor, id?: number) {
  return db
    .select({
      coupon: coupons,
      claimCount: sql<number>`(select count(*)::int from ${memberCoupons} mc where mc.coupon_id = ${OUTER_COUPON_ID})`,
      useCount: sql<number>`(select count(*)::int from ${memberCoupons} mc where mc.coupon_id = ${OUTER_COUPON_ID} and mc.used_at is not null)`,
    })
    .from(coupons)
    .where(id === undefined ? undefined : eq(coupons.id, id))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}
export type CouponWithCounts = Awaited<ReturnType<typeof listCoupons>>[number];

export async function insertCoupon(db: Executor, values: typeof coupons.$inferInsert) {
  return insertRow(db, coupons, values);
}

/** Stops the coupon once; false when it was stopped already or does not exist. */
export async function stopCoupon(db: Executor, id: number, at: Date) {
  return foundOne(
    db
      .update(coupons)
      .set({ stoppedAt: at })
      .where(sql`${coupons.id} = ${id} and ${coupons.stoppedAt} is null`)
      .returning({ id: coupons.id }),
  );
}

/** One coupon's claims, newest first, with the member and the order it went into. */
export function listClaims(db: Executor, couponId: number, page: RowWindow) {
  return db
    .select({
      id: memberCoupons.id,
      memberId: memberCoupons.memberId,
      nickname: members.nickname,
      claimedAt: memberCoupons.claimedAt,
      usedAt: memberCoupons.usedAt,
      orderId: memberCoupons.orderId,
      merchantId: orders.merchantId,
    })
    .from(memberCoupons)
    .innerJoin(members, eq(members.id, memberCoupons.memberId))
    .leftJoin(orders, eq(orders.id, memberCoupons.orderId))
    .where(eq(memberCoupons.couponId, couponId))
    .orderBy(desc(memberCoupons.claimedAt), desc(memberCoupons.id))
    .limit(page.limit)
    .offset(page.offset);
}
