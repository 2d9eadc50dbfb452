import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Button } from '../../shared/ui/button';
import { ActionLink } from './checkout-message';
import { handoffStore } from './handoff-store';
import { checkoutText as t } from './messages';
import styles from './result-page.module.css';

/**
 * /order/fail: the payment window's failure redirect (orderId, code, message). Nothing was
 * charged; the order stays unpaid and the shopper can go back to the same order.
 */
export function OrderFailPage() {
  usePageTitle(t.failTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handoff = handoffStore.read();
  const orderId = params.get('orderId');
  const code = params.get('code');
  const message = params.get('message') || t.failUnknown;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t.failTitle}</h1>
      <p className={styles.lead} role="alert">
        {message}
      </p>
      <dl className={styles.facts}>
        {orderId && (
          <div>
            <dt>{t.orderNumber}</dt>
            <dd className={styles.mono}>{orderId}</dd>
          </div>
        )}
        {code && (
          <div>
            <dt>{t.failCode}</dt>
            <dd className={styles.mono}>{code}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>{t.failLead}</p>
      <div className={styles.actions}>
        {handoff && (
          <Button onClick={() => navigate('/order', { state: handoff })}>{t.backToOrder}</Button>
        )}
        <ActionLink to="/cart" primary={!handoff}>
          {t.toCart}
        </ActionLink>
      </div>
    </section>
  );
}
