import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, paymentCalls, paymentLedger, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

/** Payments whose confirmation is under way: the provider has not settled them yet. */
export async function countConfirming(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'CONFIRMING'));
  return row?.n ?? 0;
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

export async function insertCall(db: Executor, values: typeof paymentCalls.$inferInsert) {
  await db.insert(paymentCalls).values(values);
}

/** Records money the provider moved; a transaction already recorded is left as it is. */
export async function insertLedgerEntries(
  db: Executor,
  values: (typeof paymentLedger.$inferInsert)[],
) {
  if (values.length === 0) return;
  await db.insert(paymentLedger).values(values).onConflictDoNothing();
}

/** Charges minus refunds the provider has carried out, in won. */
export async function moneyHeld(db: Executor): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(case when ${paymentLedger.kind} = 'charge' then ${paymentLedger.amount} else -${paymentLedger.amount} end), 0)::int`,
    })
    .from(paymentLedger);
  return row?.n ?? 0;
}

/**
 * Unpaid orders nobody has touched since `before` (neither the order nor its payment), oldest
 * first, at most `limit`.
 */
/** What the paid orders come to, net of their refunds: the ledger's money should equal it. */
export async function paidOrdersNet(db: Executor): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${orders.totalPrice} - ${orders.refundedAmount}), 0)::int`,
    })
    .from(orders)
    .where(isNotNull(orders.paidAt));
  return row?.n ?? 0;
}

/**
 * Orders (or order numbers only the ledger knows) whose charges net of refunds differ from what
 * the order says it was paid net of its refunds (nothing for an order never paid).
 */
export function moneyMismatches(db: Executor) {
  const ledger = db
    .select({
      orderNumber: paymentLedger.orderNumber,
      net: sql<number>`sum(case when ${paymentLedger.kind} = 'charge' then ${paymentLedger.amount} else -${paymentLedger.amount} end)`.as(
        'net',
      ),
    })
    .from(paymentLedger)
    .groupBy(paymentLedger.orderNumber)
    .as('ledger');
  const owed = sql`case when ${orders.paidAt} is not null then ${orders.totalPrice} - ${orders.refundedAmount} else 0 end`;
  return db
    .select({
      orderNumber: sql<string>`coalesce(${orders.merchantId}, ${ledger.orderNumber})`,
      ledger: sql<number>`coalesce(${ledger.net}, 0)::int`,
      orders: sql<number>`coalesce(${owed}, 0)::int`,
    })
    .from(orders)
    .fullJoin(ledger, eq(ledger.orderNumber, orders.merchantId))
    .where(sql`coalesce(${ledger.net}, 0) <> coalesce(${owed}, 0)`)
    .orderBy(sql`1`);
}

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

/**
 * Payments whose outcome the provider may know better than the shop, of unpaid orders, at most
 * `limit`: confirmations left without an answer since `confirmingBefore`, and
 * READY or FAILED payments with a key whose order or payment was touched since `touchedSince`.
 */
export function listToReconcile(
  db: Executor,
  { confirmingBefore, touchedSince }: { confirmingBefore: Date; touchedSince: Date },
  limit: number,
) {
  return (
    db
      .select({ order: orders, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.status, 'PAYMENT_PENDING'),
          isNotNull(payments.paymentKey),
          or(
            and(eq(payments.status, 'CONFIRMING'), lt(payments.updatedAt, confirmingBefore)),
            and(
              inArray(payments.status, ['READY', 'FAILED']),
              or(gte(orders.updatedAt, touchedSince), gte(payments.updatedAt, touchedSince)),
            ),
          ),
        ),
      )
      // Confirmations first, oldest first; then the most recently touched others, so that payments
      // the provider keeps answering the same for cannot crowd a confirmation out of a batch.
      .orderBy(
        sql`case when ${payments.status} = 'CONFIRMING' then 0 else 1 end`,
        sql`case when ${payments.status} = 'CONFIRMING' then ${payments.updatedAt} end asc`,
        desc(payments.updatedAt),
        asc(payments.id),
      )
      .limit(limit)
  );
}

export function findPayments(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(payments).where(inArray(payments.orderId, orderIds));
}

/** Orders waiting for a deposit whose account's due date has passed by `now`, oldest first. */
export function listOverdueDeposits(db: Executor, now: Date, limit: number) {
  return db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.status, 'AWAITING_DEPOSIT'),
        eq(payments.status, 'WAITING_FOR_DEPOSIT'),
        lte(payments.depositDueAt, now),
      ),
    )
    .orderBy(asc(payments.depositDueAt), asc(payments.id))
    .limit(limit);
}
