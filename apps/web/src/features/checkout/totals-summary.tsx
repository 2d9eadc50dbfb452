import { formatWon } from '@shop/contract/format';
import type { OrderTotals } from '@shop/contract/money';
import { checkoutText as t } from './messages';
import styles from './order-sheet.module.css';

/** Items, coupon discount, shipping and the total, as the server will charge them. */
export function TotalsSummary({ totals }: { totals: OrderTotals }) {
  return (
    <section className={styles.totals} aria-labelledby="totals-heading">
      <h2 id="totals-heading" className={styles.sectionTitle}>
        {t.totalsHeading}
      </h2>
      <dl className={styles.totalsList}>
        <div>
          <dt>{t.itemsTotal}</dt>
          <dd>{formatWon(totals.items_total)}</dd>
        </div>
        <div>
          <dt>{t.discount}</dt>
          <dd>{totals.discount > 0 ? `−${formatWon(totals.discount)}` : formatWon(0)}</dd>
        </div>
        <div>
          <dt>{t.shipping}</dt>
          <dd>{totals.shipping_fee > 0 ? formatWon(totals.shipping_fee) : t.shippingFree}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t.total}</dt>
          <dd data-testid="order-total">{formatWon(totals.total_price)}</dd>
        </div>
      </dl>
      <p className={styles.rule}>{t.shippingRule}</p>
    </section>
  );
}
