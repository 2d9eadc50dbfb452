import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  checkouts,
  coupons,
  guestOrders,
  members,
  orderEvents,
  orderLines,
  orders,
} from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';
import type { CartOwner } from '../cart/service';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type GuestOrderRow = typeof guestOrders.$inferSelect;

/** Whose checkout or order: a member's, or a guest's known by their browser cart. */
export type Buyer = CartOwner;

const checkoutOf = (buyer: Buyer) =>
  'memberId' in buyer
    ? eq(checkouts.memberId, buyer.memberId)
    : eq(checkouts.guestCartId, buyer.guestCartId);

export async function insertCheckout(db: Executor, values: typeof checkouts.$inferInsert) {
  await db.insert(checkouts).values(values);
}

/** The buyer's checkout of that number, if it is younger than `since`. */
export async function findCheckout(db: Executor, merchantId: string, buyer: Buyer, since: Date) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(eq(checkouts.merchantId, merchantId), checkoutOf(buyer), gt(checkouts.createdAt, since)),
    );
  return row;
}

export async function insertGuestOrder(db: Executor, values: typeof guestOrders.$inferInsert) {
  await db.insert(guestOrders).values(values);
}

/** A guest's order by its number, with who placed it; undefined for a member's order. */
export async function findGuestOrder(db: Executor, merchantId: string) {
  const [row] = await db
    .select({ order: orders, guest: guestOrders })
    .from(orders)
    .innerJoin(guestOrders, eq(guestOrders.orderId, orders.id))
    .where(eq(orders.merchantId, merchantId));
  return row;
}

export async function findGuestOrderer(db: Executor, orderId: number) {
  const [row] = await db.select().from(guestOrders).where(eq(guestOrders.orderId, orderId));
  return row;
}

/** The orders of `ids`, in one statement (those that exist). */
export function findOrdersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(inArray(orders.id, ids));
}

export async function findOrderById(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findOrderByMerchantId(db: Executor, merchantId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.merchantId, merchantId));
  return row;
}

export async function findMemberOrder(db: Executor, memberId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  return row;
}

/** The order row, locked until the transaction ends. */
export async function lockOrder(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function deleteOrder(db: Executor, orderId: number) {
  await db.delete(orders).where(eq(orders.id, orderId));
}

export async function insertOrderLines(db: Executor, values: (typeof orderLines.$inferInsert)[]) {
  await db.insert(orderLines).values(values);
}

export function listOrderLines(db: Executor, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.id);
}

/** Counts every unit of the order's lines as refunded: the whole order came back. */
export async function refundAllLines(db: Executor, orderId: number) {
  await db
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.quantity}` })
    .where(eq(orderLines.orderId, orderId));
}

/** A member's orders, newest first; without PAYMENT_PENDING ones unless `withPending`. */
export function listMemberOrders(
  db: Executor,
  memberId: number,
  filter: { status?: OrderStatus | undefined; withPending: boolean },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.withPending ? undefined : ne(orders.status, 'PAYMENT_PENDING'),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function countByStatus(db: Executor, memberId: number) {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), ne(orders.status, 'PAYMENT_PENDING')))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

/** The member's orders not yet settled: paid (or being paid) and not confirmed, cancelled or returned. */
export async function countInProgress(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        or(
          inArray(orders.status, ['AWAITING_DEPOSIT', 'ORDER_PLACED', 'SHIPPED', 'DELIVERED']),
          and(eq(orders.status, 'PAYMENT_PENDING'), eq(orders.holdsStock, true)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function updateOrder(db: Executor, orderId: number, patch: Partial<OrderRow>) {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Applies `patch` only while the order is in `from`: the moved row, or undefined. */
export async function transitionOrder(
  db: Executor,
  orderId: number,
  from: OrderStatus,
  patch: Partial<OrderRow>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row;
}

/** Answers the new event's id. */
export async function insertEvent(
  db: Executor,
  values: typeof orderEvents.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(orderEvents).values(values).returning({ id: orderEvents.id });
  return row!.id;
}

/** Counts every unit of the order refunded; answers the units that were still out, for the stock. */
export async function refundRemainingUnits(db: Executor, orderId: number) {
  const lines = await listOrderLines(db, [orderId]);
  await refundAllLines(db, orderId);
  return lines
    .map((l) => ({ optionId: l.optionId, quantity: l.quantity - l.refundedQuantity, orderId }))
    .filter((l) => l.quantity > 0);
}

export interface OrderFilter {
  status?: OrderStatus | undefined;
  /** [from, to) instants. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** [paidFrom, paidTo) instants of payment. */
  paidFrom?: Date | undefined;
  paidTo?: Date | undefined;
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
        ilike(guestOrders.ordererName, likePattern(q)),
        ilike(guestOrders.ordererPhone, likePattern(q)),
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
    f.paidFrom ? gte(orders.paidAt, f.paidFrom) : undefined,
    f.paidTo ? lt(orders.paidAt, f.paidTo) : undefined,
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
  guest: {
    name: guestOrders.ordererName,
    phone: guestOrders.ordererPhone,
    email: guestOrders.ordererEmail,
  },
};

/** Orders with their member or, for a guest's order, its orderer; newest first. */
export function listOrders(db: Executor, filter: OrderFilter, page: RowWindow) {
  return db
    .select(rowColumns)
    .from(orders)
    .leftJoin(members, eq(members.id, orders.memberId))
    .leftJoin(guestOrders, eq(guestOrders.orderId, orders.id))
    .where(where(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type OrderWithMember = Awaited<ReturnType<typeof listOrders>>[number];

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  return countOf(
    db
      .select(countColumn)
      .from(orders)
      .leftJoin(members, eq(members.id, orders.memberId))
      .leftJoin(guestOrders, eq(guestOrders.orderId, orders.id))
      .where(where(filter)),
  );
}

/** Orders per status under `filter` (its status left aside). */
export async function countByStatusWhere(db: Executor, filter: OrderFilter) {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(members, eq(members.id, orders.memberId))
    .leftJoin(guestOrders, eq(guestOrders.orderId, orders.id))
    .where(where({ ...filter, status: undefined, withPending: true }))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

export async function findOrderWithMember(
  db: Executor,
  id: number,
): Promise<OrderWithMember | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .leftJoin(members, eq(members.id, orders.memberId))
    .leftJoin(guestOrders, eq(guestOrders.orderId, orders.id))
    .where(eq(orders.id, id));
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

/**
 * Orders whose status is not the one their latest event moved them to (an order without events
 * is still PAYMENT_PENDING): a status written past `moveOrder` shows here.
 */
export function statusMismatches(db: Executor) {
  const latest = sql<OrderStatus | null>`(select ${orderEvents.toStatus} from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} is not null order by ${orderEvents.id} desc limit 1)`;
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.merchantId,
      status: orders.status,
      latestEvent: latest,
    })
    .from(orders)
    .where(sql`${orders.status} <> coalesce(${latest}, 'PAYMENT_PENDING')`)
    .orderBy(asc(orders.id));
}

/**
 * Orders in `status` whose `since` column is at or before `before`, oldest first: those the
 * after-delivery job moves on (shipped long enough ago, delivered long enough ago).
 */
export async function listDueOrders(
  db: Executor,
  status: 'SHIPPED' | 'DELIVERED',
  before: Date,
  limit: number,
) {
  const since = status === 'SHIPPED' ? orders.shippedAt : orders.deliveredAt;
  return db
    .select({ id: orders.id, merchantId: orders.merchantId })
    .from(orders)
    .where(and(eq(orders.status, status), lte(since, before), isNull(orders.autoHoldReason)))
    .orderBy(asc(since), asc(orders.id))
    .limit(limit);
}
