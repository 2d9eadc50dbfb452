import type { ClaimKind, ClaimStatus } from '@shop/contract/claim-rules';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRow, updateById } from '../../db/rows';
import { claimEvents, claimLines, claims, itemOptions, orderLines } from '../../db/schema/index';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type ClaimActorType = ClaimEventRow['actorType'];

/** A claim's line with what the order line and the wanted option say of it. */
export interface ClaimLineView {
  id: number;
  claimId: number;
  orderLineId: number;
  quantity: number;
  exchangeOptionId: number | null;
  restock: boolean | null;
  itemId: number;
  itemName: string;
  optionLabel: string;
  unitPrice: number;
  exchangeOptionLabel: string | null;
}

export const insertClaim = (tx: Executor, values: typeof claims.$inferInsert) =>
  insertRow(tx, claims, values);

export async function insertClaimLines(tx: Executor, values: (typeof claimLines.$inferInsert)[]) {
  if (values.length) await tx.insert(claimLines).values(values);
}

export async function insertClaimEvent(tx: Executor, values: typeof claimEvents.$inferInsert) {
  await tx.insert(claimEvents).values(values);
}

export async function lockClaim(tx: Executor, claimId: number): Promise<ClaimRow | undefined> {
  const [row] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
  return row;
}

export async function findClaim(db: Executor, claimId: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  return row;
}

export async function updateClaim(
  tx: Executor,
  claimId: number,
  values: Partial<typeof claims.$inferInsert>,
): Promise<ClaimRow> {
  const [row] = await updateById(tx, claims, claimId, values).returning();
  return row!;
}

export async function setLineRestock(
  tx: Executor,
  claimId: number,
  orderLineId: number,
  restock: boolean,
) {
  await tx
    .update(claimLines)
    .set({ restock })
    .where(and(eq(claimLines.claimId, claimId), eq(claimLines.orderLineId, orderLineId)));
}

export function listClaimsOfOrders(db: Executor, orderIds: number[]): Promise<ClaimRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(claims).where(inArray(claims.orderId, orderIds)).orderBy(desc(claims.id));
}

export async function listClaimLines(db: Executor, claimIds: number[]): Promise<ClaimLineView[]> {
  if (claimIds.length === 0) return [];
  return db
    .select({
      id: claimLines.id,
      claimId: claimLines.claimId,
      orderLineId: claimLines.orderLineId,
      quantity: claimLines.quantity,
      exchangeOptionId: claimLines.exchangeOptionId,
      restock: claimLines.restock,
      itemId: orderLines.itemId,
      itemName: orderLines.itemName,
      optionLabel: orderLines.optionLabel,
      unitPrice: orderLines.unitPrice,
      exchangeOptionLabel: itemOptions.label,
    })
    .from(claimLines)
    .innerJoin(orderLines, eq(orderLines.id, claimLines.orderLineId))
    .leftJoin(itemOptions, eq(itemOptions.id, claimLines.exchangeOptionId))
    .where(inArray(claimLines.claimId, claimIds))
    .orderBy(claimLines.id);
}

export function listClaimEvents(db: Executor, claimIds: number[]): Promise<ClaimEventRow[]> {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(claimEvents)
    .where(inArray(claimEvents.claimId, claimIds))
    .orderBy(claimEvents.id);
}

/**
 * Units of each line of the order that claims hold: the open ones, and completed exchanges
 * (their units were swapped, not refunded; completed returns show as refunded units instead).
 */
export async function heldUnits(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      lineId: claimLines.orderLineId,
      units: sql<number>`coalesce(sum(${claimLines.quantity}), 0)::int`,
    })
    .from(claimLines)
    .innerJoin(claims, eq(claims.id, claimLines.claimId))
    .where(
      and(
        eq(claims.orderId, orderId),
        sql`(${claims.status} in ('REQUESTED', 'APPROVED', 'COLLECTED', 'INSPECTED')
          or (${claims.status} = 'COMPLETED' and ${claims.kind} = 'EXCHANGE'))`,
      ),
    )
    .groupBy(claimLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, r.units]));
}

/** What the units in the order's open returns come to (they leave the order when refunded). */
export async function openReturnAmount(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(${claimLines.quantity} * ${orderLines.unitPrice}), 0)::int`,
    })
    .from(claimLines)
    .innerJoin(claims, eq(claims.id, claimLines.claimId))
    .innerJoin(orderLines, eq(orderLines.id, claimLines.orderLineId))
    .where(
      and(
        eq(claims.orderId, orderId),
        eq(claims.kind, 'RETURN' satisfies ClaimKind),
        sql`${claims.status} in ('REQUESTED', 'APPROVED', 'COLLECTED', 'INSPECTED')`,
      ),
    );
  return row?.amount ?? 0;
}

export async function countOpen(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(claims)
    .where(sql`${claims.status} in ('REQUESTED', 'APPROVED', 'COLLECTED', 'INSPECTED')`);
  return row?.n ?? 0;
}

export async function hasOpenClaim(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(
        eq(claims.orderId, orderId),
        sql`${claims.status} in ('REQUESTED', 'APPROVED', 'COLLECTED', 'INSPECTED')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface ClaimFilter {
  status?: ClaimStatus | undefined;
  kind?: ClaimKind | undefined;
}

const filterWhere = (filter: ClaimFilter): SQL | undefined =>
  and(
    filter.status ? eq(claims.status, filter.status) : undefined,
    filter.kind ? eq(claims.kind, filter.kind) : undefined,
  );

export function listClaims(db: Executor, filter: ClaimFilter, limit: number, offset: number) {
  return db
    .select()
    .from(claims)
    .where(filterWhere(filter))
    .orderBy(desc(claims.id))
    .limit(limit)
    .offset(offset);
}

export async function countClaims(db: Executor, filter: ClaimFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(claims).where(filterWhere(filter));
  return row?.n ?? 0;
}
