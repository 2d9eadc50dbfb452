import type { Claim } from '@shop/contract/claims';
import type { ClaimEventRow, ClaimLineView, ClaimRow } from './repo';

/** A claim as the shopper's order and the back office show it. */
export function toClaim(
  row: ClaimRow,
  lines: ClaimLineView[],
  events: ClaimEventRow[],
  sign: (url: string) => string,
): Claim {
  return {
    claim_id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    reason: row.reason,
    detail: row.detail,
    status: row.status,
    lines: lines
      .filter((l) => l.claimId === row.id)
      .map((l) => ({
        line_id: l.orderLineId,
        item_id: l.itemId,
        item_name: l.itemName,
        option: l.optionLabel,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        exchange_option_id: l.exchangeOptionId,
        exchange_option: l.exchangeOptionLabel,
        restock: l.restock,
      })),
    fee: row.fee,
    refund_amount: row.refundAmount,
    reject_reason: row.rejectReason,
    pickup: {
      recipient_name: row.pickupName,
      phone_num: row.pickupPhone,
      post_code: row.pickupPostCode,
      address: row.pickupAddress,
      detail_address: row.pickupDetailAddress,
    },
    exchange_carrier: row.exchangeCarrier,
    exchange_tracking_number: row.exchangeTrackingNumber,
    photo_urls: row.photoUrls.map(sign),
    events: events
      .filter((e) => e.claimId === row.id)
      .map((e) => ({
        status: e.status,
        actor: e.actorType,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
    created_at: row.createdAt.toISOString(),
  };
}
