import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, memberCoupons, members, orders } from '../../db/schema/index';

export type MemberRow = typeof members.$inferSelect;
type Role = MemberRow['role'];

export interface MemberFilter {
  q: string;
  role?: Role | undefined;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

function where({ q, role }: MemberFilter): SQL | undefined {
  const pattern = likePattern(q);
  const search = q
    ? or(
        ilike(members.userId, pattern),
        ilike(members.nickname, pattern),
        ilike(members.name, pattern),
        ilike(members.email, pattern),
        ilike(members.phone, pattern),
      )
    : undefined;
  return and(search, role ? eq(members.role, role) : undefined);
}

const OUTER_MEMBER_ID = sql.raw('"members"."id"');
const paidOrders = sql`o.member_id = ${OUTER_MEMBER_ID} and o.paid_at is not null`;

const columns = {
  member: members,
  orderCount: sql<number>`(select count(*)::int from ${orders} o where ${paidOrders})`,
  paidTotal: sql<number>`(select coalesce(sum(o.total_price - o.refunded_amount), 0)::int from ${orders} o where ${paidOrders})`,
};

/** Members, newest first, with their paid orders' count and net total. */
export function listMembers(
  db: Executor,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(members)
    .where(where(filter))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type MemberWithTotals = Awaited<ReturnType<typeof listMembers>>[number];

export async function countMembers(db: Executor, filter: MemberFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(where(filter));
  return row?.n ?? 0;
}

export async function findMember(db: Executor, id: number): Promise<MemberWithTotals | undefined> {
  const [row] = await db.select(columns).from(members).where(eq(members.id, id));
  return row;
}

export async function findMemberIdByUserId(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: members.id, role: members.role })
    .from(members)
    .where(sql`lower(${members.userId}) = lower(${userId})`);
  return row;
}

export function listMemberCoupons(db: Executor, memberId: number) {
  return db
    .select({
      couponId: coupons.id,
      name: coupons.name,
      claimedAt: memberCoupons.claimedAt,
      usedAt: memberCoupons.usedAt,
      orderId: memberCoupons.orderId,
      finishedAt: coupons.finishedAt,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(desc(memberCoupons.claimedAt), desc(memberCoupons.id));
}

/** The admins' ids, their rows locked: role changes run one at a time. */
export async function lockAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.role, 'admin'))
    .orderBy(asc(members.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setRole(db: Executor, id: number, role: Role) {
  await db.update(members).set({ role, updatedAt: new Date() }).where(eq(members.id, id));
}
