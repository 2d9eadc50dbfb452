import { and, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderLines, orders, reviews } from '../../db/schema';

/** Orders whose lines may be reviewed: delivered, or confirmed after delivery. */
const REVIEWABLE = ['DELIVERED', 'PURCHASE_CONFIRMED'] as const;

const lineColumns = {
  orderLineId: orderLines.id,
  orderId: orders.id,
  merchantId: orders.merchantId,
  status: orders.status,
  memberId: orders.memberId,
  itemId: orderLines.itemId,
  itemName: orderLines.itemName,
  optionLabel: orderLines.optionLabel,
  imageUrl: orderLines.imageUrl,
  quantity: orderLines.quantity,
  refundedQuantity: orderLines.refundedQuantity,
  orderedAt: orders.createdAt,
};

export type BoughtLineRow = Awaited<ReturnType<typeof lineOfMember>>;

/** One order line with its order, if the member bought it (any status). */
export async function lineOfMember(executor: Executor, memberId: number, lineId: number) {
  const [row] = await executor
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.memberId, memberId)));
  return row;
}

/**
 * The member's delivered lines, not wholly given back, newest first; with `unreviewed`, only
 * those without a review.
 */
export function keptLines(
  executor: Executor,
  memberId: number,
  limit: number,
  unreviewed: boolean,
) {
  return executor
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        inArray(orders.status, [...REVIEWABLE]),
        gt(orderLines.quantity, orderLines.refundedQuantity),
        unreviewed
          ? notExists(
              executor
                .select({ one: sql`1` })
                .from(reviews)
                .where(eq(reviews.orderLineId, orderLines.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), orderLines.id)
    .limit(limit);
}

export const isReviewableStatus = (status: string) =>
  (REVIEWABLE as readonly string[]).includes(status);
