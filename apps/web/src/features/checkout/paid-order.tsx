import { formatWon } from '@shop/contract/format';
import { type Order, orderStatuses } from '@shop/contract/orders';
import type { PaymentReceipt } from '@shop/contract/payments';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { tokenStore } from '../../shared/auth/token-store';
import { ProductPicture } from '../../shared/ui/product-picture';
import { TermRow } from '../../shared/ui/term-row';
import { ActionLink } from './checkout-message';
import { checkoutText as t } from './messages';
import styles from './result-page.module.css';

/**
 * The paid page's frame: its heading, the order number first among the facts, the way on. A
 * guest (no sign-in on this device) is shown how to find the order again: 비회원 주문조회.
 */
function PaidFrame({
  lead,
  merchantId,
  facts,
  children,
}: {
  lead: string;
  merchantId: string;
  facts: ReactNode;
  children?: ReactNode;
}) {
  const guest = !tokenStore.access();
  return (
    <section className={styles.page}>
      <CircleCheck className={styles.icon} size={40} strokeWidth={1.25} aria-hidden />
      <h1 className={styles.title}>{t.successTitle}</h1>
      <p className={styles.lead}>{guest ? t.guestLead : lead}</p>
      {guest && <p className={styles.lead}>{t.guestLookupHint}</p>}

      <dl className={styles.facts}>
        <div>
          <dt>{t.orderNumber}</dt>
          <dd className={styles.mono}>{merchantId}</dd>
        </div>
        {facts}
      </dl>

      {children}

      <div className={styles.actions}>
        {guest ? (
          <ActionLink to="/guest-order" primary>
            {t.toGuestLookup}
          </ActionLink>
        ) : (
          <ActionLink to="/mypage#orderstatus" primary>
            {t.toMypage}
          </ActionLink>
        )}
        <ActionLink to="/products">{t.keepShopping}</ActionLink>
      </div>
    </section>
  );
}

/** Without the owner's sign-in the server tells which order and its state, nothing more. */
export function PaidReceipt({ receipt }: { receipt: PaymentReceipt }) {
  return (
    <PaidFrame
      lead={t.receiptOnly}
      merchantId={receipt.merchant_id}
      facts={<TermRow term={t.orderState}>{orderStatuses.labels[receipt.order_status]}</TermRow>}
    />
  );
}

export function PaidOrder({ order }: { order: Order }) {
  return (
    <PaidFrame
      lead={t.successLead}
      merchantId={order.merchant_id}
      facts={
        <>
          <div>
            <dt>{t.paidAmount}</dt>
            <dd data-testid="paid-amount">{formatWon(order.total_price)}</dd>
          </div>
          <TermRow term={t.shipTo}>
            {order.recipient_name} · ({order.post_code}) {order.address} {order.detail_address}
          </TermRow>
        </>
      }
    >
      <ul className={styles.lines} aria-label={t.itemsHeading}>
        {order.items.map((line) => (
          <li key={`${line.item_id}-${line.option}`} className={styles.line}>
            {line.img && (
              <ProductPicture
                sizes="56px"
                src={line.img}
                alt=""
                width={56}
                height={75}
                className={styles.lineImage}
              />
            )}
            <div className={styles.lineText}>
              <p className={styles.lineName}>{line.item_name}</p>
              <p className={styles.lineMeta}>
                {t.optionLabel} {line.option} · {t.quantity(line.quantity)}
              </p>
            </div>
            <p className={styles.linePrice}>{formatWon(line.total_price)}</p>
          </li>
        ))}
      </ul>

      <dl className={styles.sums}>
        <TermRow term={t.itemsTotal}>{formatWon(order.items_total)}</TermRow>
        {order.discount > 0 && <TermRow term={t.discount}>−{formatWon(order.discount)}</TermRow>}
        <TermRow term={t.shipping}>
          {order.shipping_fee > 0 ? formatWon(order.shipping_fee) : t.shippingFree}
        </TermRow>
        {order.island_fee > 0 && (
          <TermRow term={t.islandFee}>{formatWon(order.island_fee)}</TermRow>
        )}
      </dl>
    </PaidFrame>
  );
}
