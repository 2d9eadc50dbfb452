import { and, asc, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, members, orderEvents, orderLines, orders, payments } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface OrderFilter {
  status?: OrderStatus | undefined;
  /** [from, to) instants. */
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
  memberId?: number | undefined;
  /** Without a status, PAYMENT_PENDING orders are left out unless this is set. */
  withPending?: boolean;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

function where(f: OrderFilter): SQL | undefined {
  const q = f.q?.trim();
  const search = q
    ? or(
        ilike(orders.merchantId, likePattern(q)),
        ilike(members.userId, likePattern(q)),
        ilike(members.nickname, likePattern(q)),
        ilike(orders.recipientName, likePattern(q)),
        ...(/^\d{1,9}$/.test(q) ? [eq(orders.id, Number(q)), eq(members.id, Number(q))] : []),
      )
    : undefined;
  return and(
    f.status
      ? eq(orders.status, f.status)
      : f.withPending
        ? undefined
        : ne(orders.status, 'PAYMENT_PENDING'),
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    f.memberId === undefined ? undefined : eq(orders.memberId, f.memberId),
    search,
  );
}

const rowColumns = {
  order: orders,
  member: {
    id: members.id,
    userId: members.userId,
    nickname: members.nickname,
    name: members.name,
  },
};

/** Orders with their member, newest first. */
export function listOrders(
  db: Executor,
  filter: OrderFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type OrderWithMember = Awaited<ReturnType<typeof listOrders>>[number];

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where(filter));
  return row?.n ?? 0;
}

/** Orders per status under `filter` (its status left aside). */
export async function countByStatus(db: Executor, filter: OrderFilter) {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where({ ...filter, status: undefined, withPending: true }))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

export async function findOrder(db: Executor, id: number): Promise<OrderWithMember | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, id));
  return row;
}

/** The order row, locked until the transaction ends: one change of an order at a time. */
export async function lockOrder(db: Executor, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export function listLines(db: Executor, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export async function findPayment(db: Executor, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

export async function findCouponName(db: Executor, couponId: number) {
  const [row] = await db
    .select({ name: coupons.name })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.name;
}

export function listEvents(db: Executor, orderId: number) {
  return db
    .select({ event: orderEvents, actorNickname: members.nickname })
    .from(orderEvents)
    .leftJoin(members, eq(members.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

export async function findEventByRequestId(db: Executor, requestId: string) {
  const [row] = await db.select().from(orderEvents).where(eq(orderEvents.requestId, requestId));
  return row;
}

export async function insertEvent(db: Executor, values: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(values);
}

export async function updateOrder(db: Executor, id: number, patch: Partial<OrderRow>) {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** Counts `quantity` more units of the line refunded, only if that many are left. */
export async function addRefundedQuantity(db: Executor, lineId: number, quantity: number) {
  const rows = await db
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        sql`${orderLines.refundedQuantity} + ${quantity} <= ${orderLines.quantity}`,
      ),
    )
    .returning({ id: orderLines.id });
  return rows.length === 1;
}

export async function updatePayment(
  db: Executor,
  id: number,
  patch: Partial<typeof payments.$inferInsert>,
) {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id));
}
