import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useNavigate, useSearchParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { ActionLink } from './checkout-message';
import { failReason } from './fail-reasons';
import { handoffStore } from './handoff-store';
import { checkoutText as t } from './messages';
import styles from './result-page.module.css';

/**
 * /order/fail: the payment window's failure redirect (orderId, code, message). Nothing was
 * charged; the shopper reads what happened in plain words and can go back to the same order.
 */
export function OrderFailPage() {
  usePageTitle(t.failTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handoff = handoffStore.read();
  const orderId = params.get('orderId');
  const reason = failReason(params.get('code'));

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t.failTitle}</h1>
      <p className={styles.lead} role="alert">
        {reason.message} {reason.next}
      </p>
      {orderId && (
        <dl className={styles.facts}>
          <div>
            <dt>{t.orderNumber}</dt>
            <dd className={styles.mono}>{orderId}</dd>
          </div>
        </dl>
      )}
      <p className={styles.note}>{t.failLead}</p>
      <p className={styles.note}>{t.failHelp}</p>
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
