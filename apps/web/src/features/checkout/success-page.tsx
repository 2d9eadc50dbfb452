import { formatWon } from '@shop/contract/format';
import { type Order, orderStatusLabels } from '@shop/contract/orders';
import {
  isWholeOrder,
  type PaymentReceipt,
  type PaymentSuccessQuery,
  paymentSuccessQuerySchema,
} from '@shop/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cartKeys, couponKeys, orderKeys } from '../../shared/api/query-keys';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Button } from '../../shared/ui/button';
import { TermRow } from '../../shared/ui/term-row';
import { ActionLink, CheckoutMessage } from './checkout-message';
import { confirmPayment } from './confirm-payment-api';
import { handoffStore } from './handoff-store';
import { checkoutText as t } from './messages';
import styles from './result-page.module.css';

/** /order/success: confirms the payment from the payment window's redirect query, then shows it. */
export function OrderSuccessPage() {
  usePageTitle(t.successTitle);
  const [params] = useSearchParams();
  const query = paymentSuccessQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) {
    return (
      <CheckoutMessage title={t.confirmError} text={t.missingQuery} tone="alert">
        <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
        <ActionLink to="/products">{t.keepShopping}</ActionLink>
      </CheckoutMessage>
    );
  }
  // A new address is a new visit: the page starts over and confirms that payment.
  return <ConfirmedOrder key={params.toString()} query={query.data} />;
}

/**
 * GET /v1/payment/success confirms the payment, so it is a mutation sent once per visit of this
 * address: never again on focus or reconnect, nor by StrictMode's doubled effects. A reload sends
 * it again and the server answers the same paid order without confirming twice.
 */
function useConfirmPayment(query: PaymentSuccessQuery) {
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmPayment,
    retry: false,
    onSuccess: () => {
      handoffStore.clear();
      // The paid order empties its cart lines, uses its coupon and joins the order lists.
      void client.invalidateQueries({ queryKey: cartKeys.all });
      void client.invalidateQueries({ queryKey: couponKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(query);
  }, [mutate, query]);
  return confirm;
}

function ConfirmedOrder({ query }: { query: PaymentSuccessQuery }) {
  const navigate = useNavigate();
  const confirmed = useConfirmPayment(query);

  if (confirmed.isIdle || confirmed.isPending) return <CheckoutMessage title={t.confirming} />;
  if (confirmed.isError) {
    // Refused (e.g. by the card company): the order is still unpaid and can be paid again.
    const handoff = handoffStore.read();
    return (
      <CheckoutMessage title={t.confirmError} text={confirmed.error.message} tone="alert">
        {handoff && (
          <Button onClick={() => navigate('/order', { state: handoff })}>{t.backToOrder}</Button>
        )}
        <ActionLink to="/mypage#orderstatus">{t.toMypage}</ActionLink>
      </CheckoutMessage>
    );
  }
  return isWholeOrder(confirmed.data) ? (
    <PaidOrder order={confirmed.data} />
  ) : (
    <PaidReceipt receipt={confirmed.data} />
  );
}

/** The paid page's frame: its heading, the order number first among the facts, the way on. */
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
  return (
    <section className={styles.page}>
      <CircleCheck className={styles.icon} size={40} strokeWidth={1.25} aria-hidden />
      <h1 className={styles.title}>{t.successTitle}</h1>
      <p className={styles.lead}>{lead}</p>

      <dl className={styles.facts}>
        <div>
          <dt>{t.orderNumber}</dt>
          <dd className={styles.mono}>{merchantId}</dd>
        </div>
        {facts}
      </dl>

      {children}

      <div className={styles.actions}>
        <ActionLink to="/mypage#orderstatus" primary>
          {t.toMypage}
        </ActionLink>
        <ActionLink to="/products">{t.keepShopping}</ActionLink>
      </div>
    </section>
  );
}

/** Without the owner's sign-in the server tells which order and its state, nothing more. */
function PaidReceipt({ receipt }: { receipt: PaymentReceipt }) {
  return (
    <PaidFrame
      lead={t.receiptOnly}
      merchantId={receipt.merchant_id}
      facts={
        <div>
          <dt>{t.orderState}</dt>
          <dd>{orderStatusLabels[receipt.order_status]}</dd>
        </div>
      }
    />
  );
}

function PaidOrder({ order }: { order: Order }) {
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
          <div>
            <dt>{t.shipTo}</dt>
            <dd>
              {order.recipient_name} · ({order.post_code}) {order.address} {order.detail_address}
            </dd>
          </div>
        </>
      }
    >
      <ul className={styles.lines} aria-label={t.itemsHeading}>
        {order.items.map((line) => (
          <li key={`${line.item_id}-${line.option}`} className={styles.line}>
            {line.img && (
              <img src={line.img} alt="" width={56} height={75} className={styles.lineImage} />
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
      </dl>
    </PaidFrame>
  );
}
