import { formatWon } from '@shop/contract/format';
import styles from './cart.module.css';
import type { CartTotals } from './cart-totals';
import { cartText } from './messages';

const t = cartText;

/** The chosen lines' amounts, the shipping rule and the fee that applies to them. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  return (
    <div className={styles.summary}>
      <dl className={styles.amounts}>
        <div>
          <dt>{t.itemsTotal}</dt>
          <dd data-testid="cart-items-total">{formatWon(totals.itemsTotal)}</dd>
        </div>
        <div>
          <dt>{t.shipping}</dt>
          <dd data-testid="cart-shipping-fee">
            {totals.shippingFee > 0 ? formatWon(totals.shippingFee) : `${formatWon(0)} (${t.free})`}
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t.total}</dt>
          <dd data-testid="cart-total">{formatWon(totals.total)}</dd>
        </div>
      </dl>
      <p className={styles.rule}>
        {t.shippingRule}
        {totals.untilFree > 0 && <strong> · {t.untilFree(totals.untilFree)}</strong>}
      </p>
    </div>
  );
}
