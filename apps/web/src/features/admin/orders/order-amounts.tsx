import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import { adminText } from '../messages';
import page from '../page.module.css';
import { Row } from './detail-row';

const t = adminText.order;

/**
 * What the order came to and where its money stands: items, coupon, shipping, the island
 * surcharge and the points spent, then the money charged, refunded and left. Points given back
 * are their own line: they are not part of the money refunded.
 */
export function OrderAmounts({ order }: { order: AdminOrderDetail }) {
  const a = order.amounts;
  const pointsUsed = a.points_used ?? 0;
  const pointsReturned = a.points_returned ?? 0;
  return (
    <dl className={page.dl}>
      <Row label={t.itemsTotal}>{formatWon(a.items_total)}</Row>
      <Row label={t.discount}>
        {a.discount > 0 ? `−${formatWon(a.discount)}` : formatWon(0)}
        {order.coupon && <span className={page.muted}> ({order.coupon.name})</span>}
      </Row>
      <Row label={t.shippingFee}>{formatWon(a.shipping_fee)}</Row>
      {a.island_fee > 0 && <Row label={t.islandFee}>{formatWon(a.island_fee)}</Row>}
      {pointsUsed > 0 && <Row label={t.pointsUsed}>−{formatWon(pointsUsed)}</Row>}
      <Row label={t.paid}>
        <strong>{formatWon(a.total_price)}</strong>
      </Row>
      <Row label={t.refunded}>{formatWon(a.refunded)}</Row>
      {pointsReturned > 0 && <Row label={t.pointsReturned}>{formatWon(pointsReturned)}</Row>}
      <Row label={t.remaining}>
        <strong>{formatWon(a.remaining)}</strong>
      </Row>
    </dl>
  );
}
