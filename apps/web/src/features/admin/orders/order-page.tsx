import type { AdminOrderDetail, AdminOrderLine } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import { notificationLabels } from '@shop/contract/notifications';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { Link, useParams } from '../../../shared/routing';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import { OrderStatusBadge } from '../order-status-badge';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { useAdminOrder } from './api';
import { Row } from './detail-row';
import { HoldPanel } from './hold-panel';
import { OrderAmounts } from './order-amounts';
import { OrderHistory } from './order-history';
import { OrderNotifications } from './order-notifications';
import styles from './order-page.module.css';
import { Orderer } from './orderer';
import { PaymentDetails } from './payment-details';
import { RefundPanel } from './refund-panel';
import { DeliveredButton, ShipForm } from './ship-form';

const t = adminText.order;

const lineColumns: Column<AdminOrderLine>[] = [
  {
    key: 'product',
    header: t.product,
    cell: (l) => (
      <span className={styles.product}>
        {l.img ? (
          <img src={l.img} alt="" width={40} height={50} className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden />
        )}
        <Link className={page.rowLink} to={`/admin/products/${l.item_id}`}>
          {l.item_name}
        </Link>
      </span>
    ),
  },
  { key: 'option', header: t.option, cell: (l) => l.option },
  { key: 'unit', header: t.unitPrice, align: 'end', cell: (l) => formatWon(l.unit_price) },
  {
    key: 'qty',
    header: t.quantity,
    align: 'end',
    cell: (l) => (
      <>
        {l.quantity}
        {l.refunded_quantity > 0 && (
          <span className={`${page.block} ${styles.refundedNote}`}>
            {t.refundedQuantity(l.refunded_quantity)}
          </span>
        )}
      </>
    ),
  },
  { key: 'total', header: t.lineTotal, align: 'end', cell: (l) => formatWon(l.total_price) },
];

/** One order: lines, amounts, payment, recipient, what can be done now, and who did what. */
export function AdminOrderPage() {
  const id = Number(useParams().id);
  const query = useAdminOrder(id);
  const order = query.data;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/orders', label: t.back }}
        title={order ? t.title(order.merchant_id) : adminText.nav.orders}
        lead={
          order ? (
            <span className={page.leadRow}>
              <OrderStatusBadge status={order.order_status} />
              {t.orderedAt(formatDateTime(order.ordering_date))}
            </span>
          ) : undefined
        }
        actions={order?.actions.can_deliver ? <DeliveredButton order={order} /> : undefined}
      />
      <QueryStatus query={query} />
      {order && <OrderBody order={order} />}
    </>
  );
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  const p = order.payment;
  const r = order.recipient;
  // Only shipped or delivered orders move on by themselves (배송 완료, 구매확정).
  const canHold = order.order_status === 'SHIPPED' || order.order_status === 'DELIVERED';
  const canWork =
    order.actions.can_ship ||
    order.actions.can_edit_tracking ||
    order.actions.can_refund ||
    canHold;
  return (
    <div className={canWork ? styles.layout : styles.layoutWide}>
      <div className={styles.main}>
        <Section title={t.lines}>
          <DataTable
            caption={t.lines}
            columns={lineColumns}
            rows={order.lines}
            rowKey={(l) => l.line_id}
          />
        </Section>
        <div className={styles.pair}>
          <Section title={t.amounts}>
            <OrderAmounts order={order} />
          </Section>
          <Section title={t.payment}>
            {p ? <PaymentDetails payment={p} /> : <p className={page.muted}>{t.noPayment}</p>}
          </Section>
        </div>
        <div className={styles.pair}>
          <Section title={t.recipient}>
            <dl className={page.dl}>
              <Row label={t.name}>{r.name}</Row>
              <Row label={t.phone}>{r.phone}</Row>
              <Row label={t.address}>
                ({r.post_code}) {r.address} {r.detail_address}
              </Row>
              {r.requirements && <Row label={t.requirements}>{r.requirements}</Row>}
            </dl>
          </Section>
          <Section title={t.delivery}>
            <dl className={page.dl}>
              <Row label={t.member}>
                <Orderer order={order} linked />
              </Row>
              {order.guest && <Row label={t.guestEmail}>{order.guest.email}</Row>}
              <Row label={t.carrier}>{order.carrier ?? '—'}</Row>
              <Row label={t.tracking}>
                <span className={page.num}>{order.tracking_number ?? '—'}</span>
              </Row>
              <Row label={t.shippedAt}>{formatDateTime(order.shipped_at)}</Row>
              <Row label={t.deliveredAt}>{formatDateTime(order.delivered_at)}</Row>
              {order.cancelled_at && (
                <Row label={t.cancelledAt}>{formatDateTime(order.cancelled_at)}</Row>
              )}
            </dl>
          </Section>
        </div>
        <Section title={adminText.history.title}>
          <OrderHistory events={order.history} />
        </Section>
        <Section title={notificationLabels.title}>
          <OrderNotifications orderId={order.order_id} changes={order.history.length} />
        </Section>
      </div>
      {canWork && (
        <aside className={styles.side} aria-label={adminText.orderActions}>
          {(order.actions.can_ship || order.actions.can_edit_tracking) && (
            <ShipForm key={`${order.order_status}-${order.tracking_number}`} order={order} />
          )}
          {order.actions.can_refund && (
            <RefundPanel key={`${order.amounts.refunded}-${order.order_status}`} order={order} />
          )}
          {canHold && <HoldPanel key={order.auto_hold_reason ?? 'free'} order={order} />}
        </aside>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={page.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
