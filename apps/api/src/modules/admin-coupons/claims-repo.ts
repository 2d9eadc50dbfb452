import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberCoupons, members, orders } from '../../db/schema/index';

/** One coupon's claims, newest first, with the member and the order it went into. */
export function listClaims(
  db: Executor,
  couponId: number,
  page: { limit: number; offset: number },
) {
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

export async function countClaims(db: Executor, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCoupons)
    .where(eq(memberCoupons.couponId, couponId));
  return row?.n ?? 0;
}
