import type { Order } from '@shop/contract/orders';
import { addDays, earnBasis, PURCHASE_RULES, pointsEarnedOn } from '@shop/contract/point-rules';
import type { OrderLineRow, OrderRow } from './repo';

/** What the payments module adds to an order: its virtual account, its cash receipt. */
export type OrderPaymentFacts = Pick<
  Order,
  'virtual_account' | 'cash_receipt' | 'cash_receipt_available' | 'refund_account_required'
>;

/** The 적립금 an order's confirmation gives: a member's, on the product amount paid. */
export const confirmPointsOf = (order: OrderRow) =>
  order.memberId === null
    ? 0
    : pointsEarnedOn(
        earnBasis({
          itemsTotal: order.itemsTotal,
          discount: order.discount,
          refunded: order.refundedAmount,
          pointsUsed: order.pointsUsed,
        }),
      );

/**
 * What the claims module adds to an order: its 교환·반품, until when it takes one, and, while
 * one is open, that it cannot be confirmed.
 */
export type OrderClaimFacts = Pick<
  Order,
  'claims' | 'claim_deadline' | 'confirm_available' | 'auto_confirm_at'
>;

export function toOrder(
  order: OrderRow,
  lines: OrderLineRow[],
  facts: OrderPaymentFacts & OrderClaimFacts = {},
): Order {
  return {
    order_id: order.id,
    merchant_id: order.merchantId,
    order_status: order.status,
    ordering_date: order.createdAt.toISOString(),
    order_name: order.orderName,
    items: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => ({
        line_id: l.id,
        item_id: l.itemId,
        item_name: l.itemName,
        img: l.imageUrl,
        option: l.optionLabel,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        total_price: l.lineTotal,
        refunded_quantity: l.refundedQuantity,
      })),
    items_total: order.itemsTotal,
    discount: order.discount,
    shipping_fee: order.shippingFee,
    island_fee: order.islandFee,
    points_used: order.pointsUsed,
    total_price: order.totalPrice,
    recipient_name: order.recipientName,
    phone_num: order.phone,
    post_code: order.postCode,
    address: order.address,
    detail_address: order.detailAddress,
    requirements: order.requirements,
    payment_method: order.paymentMethod,
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    shipped_at: order.shippedAt?.toISOString() ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
    auto_confirm_at:
      order.status === 'DELIVERED' && order.deliveredAt && order.autoHoldReason === null
        ? addDays(order.deliveredAt, PURCHASE_RULES.autoConfirmAfterDays).toISOString()
        : null,
    confirm_available: order.status === 'DELIVERED',
    confirm_points: confirmPointsOf(order),
    refunded_amount: order.refundedAmount,
    ...facts,
  };
}
