import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkouts, orderLines, orders, payments } from '../../db/schema/index';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type PaymentStatus = PaymentRow['status'];

export async function insertCheckout(db: Executor, values: typeof checkouts.$inferInsert) {
  await db.insert(checkouts).values(values);
}

/** The member's checkout of that number, if it is younger than `since`. */
export async function findCheckout(
  db: Executor,
  merchantId: string,
  memberId: number,
  since: Date,
) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.merchantId, merchantId),
        eq(checkouts.memberId, memberId),
        gt(checkouts.createdAt, since),
      ),
    );
  return row;
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

export async function updateOrder(db: Executor, orderId: number, patch: Partial<OrderRow>) {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Applies `patch` only while the order is in `from`; false when it had moved on. */
export async function transitionOrder(
  db: Executor,
  orderId: number,
  from: OrderStatus,
  patch: Partial<OrderRow>,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function findPayment(db: Executor, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/** Registers (or re-registers, after a failure) the payment an order is about to request. */
export async function upsertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.orderId,
      set: {
        method: values.method,
        paymentName: values.paymentName,
        amount: values.amount,
        status: 'READY',
        failureCode: null,
        failureMessage: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/**
 * Claims the payment for confirmation with `paymentKey`: only a READY (or earlier FAILED)
 * payment moves to CONFIRMING, so of two concurrent confirmations exactly one goes on.
 */
export async function claimPayment(db: Executor, paymentId: number, paymentKey: string) {
  const rows = await db
    .update(payments)
    .set({ status: 'CONFIRMING', paymentKey, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['READY', 'FAILED'])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Counts every unit of the order refunded; answers the units that were still out, for the stock. */
export async function refundRemainingUnits(db: Executor, orderId: number) {
  const lines = await listOrderLines(db, [orderId]);
  await refundAllLines(db, orderId);
  return lines
    .map((l) => ({ optionId: l.optionId, quantity: l.quantity - l.refundedQuantity }))
    .filter((l) => l.quantity > 0);
}

/**
 * Takes over a confirmation of `paymentKey` nobody has touched since `before` (its caller gave
 * up without an answer): of two concurrent takers exactly one goes on.
 */
export async function reclaimPayment(
  db: Executor,
  paymentId: number,
  paymentKey: string,
  before: Date,
) {
  const rows = await db
    .update(payments)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'CONFIRMING'),
        eq(payments.paymentKey, paymentKey),
        lt(payments.updatedAt, before),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function updatePayment(db: Executor, paymentId: number, patch: Partial<PaymentRow>) {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/**
 * Unpaid orders nobody has touched since `before` (neither the order nor its payment), oldest
 * first, at most `limit`.
 */
export function listStalePending(db: Executor, before: Date, limit: number) {
  return db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'PAYMENT_PENDING'),
        lt(orders.updatedAt, before),
        or(isNull(payments.id), lt(payments.updatedAt, before)),
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
}
