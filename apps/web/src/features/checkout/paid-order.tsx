import { formatWon } from '@shop/contract/format';
import { type Order, orderStatuses } from '@shop/contract/orders';
import type { PaymentReceipt } from '@shop/contract/payments';
import { CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { tokenStore } from '../../shared/auth/token-store';
import { ProductPicture } from '../../shared/ui/product-picture';
import { TermRow } from '../../shared/ui/term-row';
import { VirtualAccountPanel } from '../orders';
import { ActionLink } from './checkout-message';
import { checkoutText as t } from './messages';
import styles from './result-page.module.css';

/**
 * The paid page's frame: its heading, the order number first among the facts, the way on. A
 * guest (no sign-in on this device) is shown how to find the order again: 비회원 주문조회. An
 * order waiting for its deposit is received, not paid: it says where and by when to deposit.
 */
function PaidFrame({
  lead,
  merchantId,
  awaitingDeposit,
  facts,
  children,
}: {
  lead: string;
  merchantId: string;
  awaitingDeposit: boolean;
  facts: ReactNode;
  children?: ReactNode;
}) {
  const guest = !tokenStore.access();
  const Icon = awaitingDeposit ? Clock : CircleCheck;
  return (
    <section className={styles.page}>
      <Icon className={styles.icon} size={40} strokeWidth={1.25} aria-hidden />
      <h1 className={styles.title}>{awaitingDeposit ? t.depositTitle : t.successTitle}</h1>
      {awaitingDeposit ? (
        <p className={styles.lead}>{lead}</p>
      ) : (
        <p className={styles.lead}>{guest ? t.guestLead : lead}</p>
      )}
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
  const awaitingDeposit = receipt.order_status === 'AWAITING_DEPOSIT';
  return (
    <PaidFrame
      lead={awaitingDeposit ? t.depositReceiptOnly : t.receiptOnly}
      merchantId={receipt.merchant_id}
      awaitingDeposit={awaitingDeposit}
      facts={<TermRow term={t.orderState}>{orderStatuses.labels[receipt.order_status]}</TermRow>}
    />
  );
}

export function PaidOrder({ order }: { order: Order }) {
  const account = order.order_status === 'AWAITING_DEPOSIT' ? order.virtual_account : null;
  const pointsUsed = order.points_used ?? 0;
  return (
    <PaidFrame
      lead={account ? t.depositLead : t.successLead}
      merchantId={order.merchant_id}
      awaitingDeposit={account != null}
      facts={
        <>
          <div>
            <dt>{account ? t.orderAmount : t.paidAmount}</dt>
            <dd data-testid="paid-amount">{formatWon(order.total_price)}</dd>
          </div>
          <TermRow term={t.shipTo}>
            {order.recipient_name} · ({order.post_code}) {order.address} {order.detail_address}
          </TermRow>
        </>
      }
    >
      {account && (
        <div className={styles.deposit}>
          <VirtualAccountPanel account={account} />
          <p className={styles.depositNote}>{t.depositNote}</p>
        </div>
      )}
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
        {pointsUsed > 0 && <TermRow term={t.pointsUsed}>−{formatWon(pointsUsed)}</TermRow>}
      </dl>
    </PaidFrame>
  );
}
