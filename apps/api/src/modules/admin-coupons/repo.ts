import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, memberCoupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

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
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

/** Stops the coupon once; false when it was stopped already or does not exist. */
export async function stopCoupon(db: Executor, id: number, at: Date) {
  const rows = await db
    .update(coupons)
    .set({ stoppedAt: at })
    .where(sql`${coupons.id} = ${id} and ${coupons.stoppedAt} is null`)
    .returning({ id: coupons.id });
  return rows.length === 1;
}
