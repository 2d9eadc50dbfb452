import {
  type AdminOrderDetail,
  type AdminOrderRow,
  adminOrderActions,
  type OrderEvent,
} from '@shop/contract/admin-orders';
import { orderActors } from '@shop/contract/order-states';
import type { OrderEventRow, OrderLineRow, OrderWithMember } from './repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toOrderRow({ order, member, guest }: OrderWithMember): AdminOrderRow {
  return {
    order_id: order.id,
    merchant_id: order.merchantId,
    order_status: order.status,
    order_name: order.orderName,
    member: member && {
      member_id: member.id,
      user_id: member.userId,
      nickname: member.nickname,
      name: member.name,
    },
    guest,
    recipient_name: order.recipientName,
    total_price: order.totalPrice,
    refunded_amount: order.refundedAmount,
    payment_method: order.paymentMethod,
    ordering_date: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
  };
}

export function toOrderEvent(row: {
  event: OrderEventRow;
  actorNickname: string | null;
}): OrderEvent {
  const { event } = row;
  const kind = orderActors.labels[event.actorType];
  // An operator by nickname; the others by their kind, with the member they acted for.
  const nickname =
    event.actorId === null
      ? kind
      : event.actorType === 'admin'
        ? (row.actorNickname ?? '(탈퇴한 관리자)')
        : `${kind} (${row.actorNickname ?? '탈퇴한 회원'})`;
  return {
    event_id: event.id,
    type: event.type as OrderEvent['type'],
    actor: { member_id: event.actorId, nickname },
    actor_type: event.actorType,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    amount: event.amount,
    reason: event.reason,
    detail: event.detail,
    created_at: event.createdAt.toISOString(),
  };
}

export interface DetailParts {
  row: OrderWithMember;
  lines: OrderLineRow[];
  /** Presented by the payments module. */
  payment: AdminOrderDetail['payment'];
  couponName: string | undefined;
  /** 적립금 given back to the order so far (the points module's ledger). */
  pointsReturned: number;
  events: { event: OrderEventRow; actorNickname: string | null }[];
}

export function toOrderDetail({
  row,
  lines,
  payment,
  couponName,
  pointsReturned,
  events,
}: DetailParts): AdminOrderDetail {
  const { order } = row;
  const remaining = order.totalPrice - order.refundedAmount;
  return {
    ...toOrderRow(row),
    lines: lines.map((l) => ({
      line_id: l.id,
      item_id: l.itemId,
      option_id: l.optionId,
      item_name: l.itemName,
      option: l.optionLabel,
      img: l.imageUrl,
      unit_price: l.unitPrice,
      quantity: l.quantity,
      refunded_quantity: l.refundedQuantity,
      total_price: l.lineTotal,
    })),
    recipient: {
      name: order.recipientName,
      phone: order.phone,
      post_code: order.postCode,
      address: order.address,
      detail_address: order.detailAddress,
      requirements: order.requirements,
    },
    amounts: {
      items_total: order.itemsTotal,
      discount: order.discount,
      shipping_fee: order.shippingFee,
      island_fee: order.islandFee,
      total_price: order.totalPrice,
      refunded: order.refundedAmount,
      remaining,
      points_used: order.pointsUsed,
      points_returned: pointsReturned,
    },
    coupon: order.couponId === null ? null : { coupon_id: order.couponId, name: couponName ?? '' },
    payment,
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    confirmed_at: iso(order.confirmedAt),
    auto_hold_reason: order.autoHoldReason,
    cancelled_at: iso(order.cancelledAt),
    actions: adminOrderActions(order.status, remaining),
    history: events.map(toOrderEvent),
  };
}
