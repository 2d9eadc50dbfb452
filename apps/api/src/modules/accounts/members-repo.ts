import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, foundOne, updateById } from '../../db/rows';
import {
  coupons,
  deliveryAddresses,
  memberCoupons,
  members,
  orders,
  passwordResetTokens,
  socialAccounts,
} from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type DeliveryRow = typeof deliveryAddresses.$inferSelect;
export type NewDelivery = typeof deliveryAddresses.$inferInsert;

export async function findMemberById(db: Executor, id: number): Promise<Member | undefined> {
  return firstRow(db.select().from(members).where(eq(members.id, id)));
}

export async function findMemberByUserId(db: Executor, userId: string) {
  return firstRow(
    db.select().from(members).where(sql`lower(${members.userId}) = lower(${userId})`),
  );
}

/** What every authenticated request needs of its member: one primary-key read. */
export async function findAuthState(db: Executor, id: number) {
  return firstRow(
    db
      .select({ role: members.role, tokensValidAfter: members.tokensValidAfter })
      .from(members)
      .where(eq(members.id, id)),
  );
}

export type UniqueField = 'user_id' | 'nickname' | 'email';

/**
 * Whether another member than `exceptId` holds that ID, nickname or email, compared as the
 * unique indexes compare: IDs in lower case, nicknames by `lower(normalize(…, NFKC))`.
 */
export async function isTaken(
  db: Executor,
  field: UniqueField,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const condition = {
    user_id: sql`lower(${members.userId}) = lower(${value})`,
    nickname: sql`lower(normalize(${members.nickname}, NFKC)) = lower(normalize(${value}, NFKC))`,
    email: eq(members.email, value.toLowerCase()),
  }[field];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(exceptId === undefined ? condition : and(condition, ne(members.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertMember(db: Executor, values: NewMember): Promise<Member> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

export async function updateMember(
  db: Executor,
  id: number,
  patch: Partial<NewMember>,
): Promise<Member | undefined> {
  return firstRow(updateById(db, members, id, patch).returning());
}

export async function findMemberByIdentity(
  db: Executor,
  identity: { name: string; phone: string; email: string },
) {
  return firstRow(
    db
      .select({ userId: members.userId })
      .from(members)
      .where(
        and(
          eq(members.name, identity.name),
          eq(members.phone, identity.phone),
          eq(members.email, identity.email),
        ),
      ),
  );
}

export function listDeliveries(db: Executor, memberId: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.memberId, memberId))
    .orderBy(desc(deliveryAddresses.isBase), desc(deliveryAddresses.id));
}

export async function countDeliveries(db: Executor, memberId: number): Promise<number> {
  return countOf(
    db.select(countColumn).from(deliveryAddresses).where(eq(deliveryAddresses.memberId, memberId)),
  );
}

export async function clearBaseDelivery(db: Executor, memberId: number): Promise<void> {
  await db
    .update(deliveryAddresses)
    .set({ isBase: false })
    .where(and(eq(deliveryAddresses.memberId, memberId), eq(deliveryAddresses.isBase, true)));
}

export async function insertDelivery(db: Executor, values: NewDelivery): Promise<DeliveryRow> {
  const [row] = await db.insert(deliveryAddresses).values(values).returning();
  return row!;
}

export async function deleteDelivery(db: Executor, memberId: number, id: number) {
  return firstRow(
    db
      .delete(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.memberId, memberId)))
      .returning(),
  );
}

/** Marks one of the member's addresses as the default; false when it is not theirs. */
export async function markBaseDelivery(db: Executor, memberId: number, id: number) {
  return foundOne(
    db
      .update(deliveryAddresses)
      .set({ isBase: true })
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.memberId, memberId)))
      .returning({ id: deliveryAddresses.id }),
  );
}

/** Makes the member's newest address the default one. */
export async function promoteNewestDelivery(db: Executor, memberId: number): Promise<void> {
  await db.execute(sql`
    update ${deliveryAddresses} set is_base = true
    where id = (select id from ${deliveryAddresses} where member_id = ${memberId}
                order by id desc limit 1)`);
}

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
export function listMembers(db: Executor, filter: MemberFilter, page: RowWindow) {
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
  return countOf(db.select(countColumn).from(members).where(where(filter)));
}

export async function findMember(db: Executor, id: number): Promise<MemberWithTotals | undefined> {
  return firstRow(db.select(columns).from(members).where(eq(members.id, id)));
}

export async function findMemberIdByUserId(db: Executor, userId: string) {
  return firstRow(
    db
      .select({ id: members.id, role: members.role })
      .from(members)
      .where(sql`lower(${members.userId}) = lower(${userId})`),
  );
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

/**
 * 회원 탈퇴: the profile erased (name, contact, password, consents), the ID and nickname replaced
 * by placeholders no sign-up can take (an ID has letters and digits only), and the addresses,
 * social links and password-reset links deleted. The row stays: orders name it.
 */
export async function eraseProfile(
  db: Executor,
  memberId: number,
  at: Date,
  reason: string | null,
) {
  await db
    .update(members)
    .set({
      userId: `withdrawn-${memberId}`,
      nickname: `탈퇴회원-${memberId}`,
      name: '탈퇴회원',
      passwordHash: null,
      phone: null,
      email: null,
      snsConfirm: false,
      emailConfirm: false,
      role: 'member',
      withdrawnAt: at,
      withdrawalReason: reason,
      updatedAt: at,
    })
    .where(eq(members.id, memberId));
  await db.delete(deliveryAddresses).where(eq(deliveryAddresses.memberId, memberId));
  await db.delete(socialAccounts).where(eq(socialAccounts.memberId, memberId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, memberId));
}
