import { formatWon } from '@shop/contract/format';
import { type Order, orderStatuses } from '@shop/contract/orders';
import { useCallback, useState } from 'react';
import { formatDate } from '../../shared/format/dates';
import { Link } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { ProductPicture } from '../../shared/ui/product-picture';
import { TermRow } from '../../shared/ui/term-row';
import { CancelDialog } from './cancel-dialog';
import { CashReceiptBlock } from './cash-receipt';
import { ClaimEntry } from './claim-entry';
import { ClaimHistory } from './claim-history';
import { orderText } from './messages';
import type { OrderActions } from './order-actions';
import styles from './orders.module.css';
import { useMemberOrderActions } from './orders-api';
import { PurchaseConfirm } from './purchase-confirm';
import { TrackingNumber } from './tracking-number';
import { VirtualAccountPanel } from './virtual-account-panel';

const t = orderText;

/**
 * A paid order can be cancelled until it ships, and one waiting for its deposit (its account is
 * closed); the server decides and says why not.
 */
export const isCancelable = (order: Order) =>
  order.order_status === 'ORDER_PLACED' || order.order_status === 'AWAITING_DEPOSIT';

/**
 * One order: its lines, amounts and status, its virtual account and cash receipt, the cancel
 * while it has not shipped, 구매확정 and 교환·반품 once delivered and the claims made: the member's
 * own calls unless a guest's `actions` are given (a guest earns no points, and writes no 구매평).
 */
export function OrderCard({ order, actions }: { order: Order; actions?: OrderActions }) {
  const [confirming, setConfirming] = useState(false);
  const memberActions = useMemberOrderActions();
  const { cancel, requestCashReceipt, confirm, requestClaim, withdrawClaim, addClaimPhotos } =
    actions ?? memberActions;
  const headingId = `order-${order.order_id}`;
  // A member reviews each line once it is delivered (the reviews page says if it already was).
  const reviewable =
    !actions && (order.order_status === 'DELIVERED' || order.order_status === 'PURCHASE_CONFIRMED');
  // Stable: the dialog moves focus into itself whenever it gets a new one (a list refetch).
  const closeDialog = useCallback(() => setConfirming(false), []);

  return (
    <article className={styles.order} aria-labelledby={headingId}>
      <header className={styles.orderHeader}>
        <div>
          <h3 id={headingId} className={styles.orderDate}>
            <span className="visually-hidden">{t.orderedAt} </span>
            {formatDate(order.ordering_date)}
          </h3>
          <p className={styles.orderNumber}>
            {t.orderNumber} {order.merchant_id}
          </p>
        </div>
        <span className={styles.status} data-status={order.order_status}>
          {orderStatuses.labels[order.order_status]}
        </span>
      </header>

      {order.virtual_account && (
        <div className={styles.deposit}>
          <VirtualAccountPanel account={order.virtual_account} />
        </div>
      )}

      <Shipment order={order} />

      <ul className={styles.orderLines}>
        {order.items.map((line) => (
          <li key={`${line.item_id}-${line.option}`} className={styles.orderLine}>
            <div className={styles.thumb}>
              {line.img && (
                <ProductPicture
                  sizes="64px"
                  src={line.img}
                  alt=""
                  width={64}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </div>
            <div className={styles.lineInfo}>
              <Link to={`/product/${line.item_id}`} className={styles.lineName}>
                {line.item_name}
              </Link>
              <p className={styles.lineMeta}>
                {t.optionQuantity(line.option, line.quantity)}
                {(line.refunded_quantity ?? 0) > 0 && (
                  <span className={styles.refundedLine}>
                    {' · '}
                    {t.refundedQuantity(line.refunded_quantity!)}
                  </span>
                )}
              </p>
              {reviewable && (line.refunded_quantity ?? 0) < line.quantity && (
                <Link
                  to={`/mypage/reviews?line=${line.line_id}`}
                  className={styles.reviewLink}
                  aria-label={t.writeReviewOf(line.item_name)}
                >
                  {t.writeReview}
                </Link>
              )}
            </div>
            <p className={styles.linePrice}>{formatWon(line.total_price)}</p>
          </li>
        ))}
      </ul>

      <footer className={styles.orderFooter}>
        <dl className={styles.amounts}>
          <TermRow term={t.itemsTotal}>{formatWon(order.items_total)}</TermRow>
          {order.discount > 0 && <TermRow term={t.discount}>-{formatWon(order.discount)}</TermRow>}
          <TermRow term={t.shipping}>{formatWon(order.shipping_fee)}</TermRow>
          {order.island_fee > 0 && (
            <TermRow term={t.islandFee}>{formatWon(order.island_fee)}</TermRow>
          )}
          {(order.points_used ?? 0) > 0 && (
            <TermRow term={t.pointsUsed}>−{formatWon(order.points_used!)}</TermRow>
          )}
          <div className={styles.totalRow}>
            <dt>{t.total}</dt>
            <dd data-testid="order-total">{formatWon(order.total_price)}</dd>
          </div>
          {(order.refunded_amount ?? 0) > 0 && (
            <div className={styles.refundedRow}>
              <dt>{t.refunded}</dt>
              <dd data-testid="order-refunded">-{formatWon(order.refunded_amount!)}</dd>
            </div>
          )}
        </dl>
        {isCancelable(order) && (
          <Button
            variant="secondary"
            className={styles.cancelButton}
            onClick={() => setConfirming(true)}
          >
            {t.cancel}
          </Button>
        )}
        <div className={styles.footerActions}>
          <PurchaseConfirm
            order={order}
            points={actions ? undefined : order.confirm_points}
            confirm={confirm}
          />
          <ClaimEntry order={order} request={requestClaim} />
        </div>
      </footer>

      <ClaimHistory order={order} withdraw={withdrawClaim} addPhotos={addClaimPhotos} />

      <CashReceiptBlock order={order} request={requestCashReceipt} />

      {confirming && <CancelDialog order={order} cancel={cancel} onClose={closeDialog} />}
    </article>
  );
}

/** Where a shipped order is: the carrier, the tracking number and the day it left. */
function Shipment({ order }: { order: Order }) {
  if (!order.carrier && !order.tracking_number) return null;
  return (
    <section className={styles.shipment} aria-label={t.shipment}>
      <dl>
        {order.carrier && <TermRow term={t.carrier}>{order.carrier}</TermRow>}
        {order.tracking_number && (
          <div>
            <dt>{t.trackingNumber}</dt>
            <dd className={styles.tracking} data-testid="tracking-number">
              <TrackingNumber carrier={order.carrier} number={order.tracking_number} />
            </dd>
          </div>
        )}
        {order.shipped_at && <TermRow term={t.shippedAt}>{formatDate(order.shipped_at)}</TermRow>}
      </dl>
    </section>
  );
}
