import { formatWon } from '@shop/contract/format';
import type { OrderTotals } from '@shop/contract/money';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { checkoutText as t } from './messages';
import styles from './order-sheet.module.css';

/**
 * Items, coupon discount, shipping, the island surcharge of the delivery postcode (`zone` names
 * it), the points spent and the total, as the server will charge them.
 */
export function TotalsSummary({ totals, zone }: { totals: OrderTotals; zone?: string | null }) {
  return (
    <LabelledSection id="totals-heading" className={styles.totals}>
      <SectionHeading className={styles.sectionTitle}>{t.totalsHeading}</SectionHeading>
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
        {totals.island_fee > 0 && (
          <div data-testid="island-fee">
            <dt>
              {t.islandFee}
              {zone && <span className={styles.zone}>{t.islandZone(zone)}</span>}
            </dt>
            <dd>{formatWon(totals.island_fee)}</dd>
          </div>
        )}
        {totals.points_used > 0 && (
          <div data-testid="points-used">
            <dt>{t.pointsUsed}</dt>
            <dd>−{formatWon(totals.points_used)}</dd>
          </div>
        )}
        <div className={styles.grandTotal}>
          <dt>{t.total}</dt>
          <dd data-testid="order-total">{formatWon(totals.total_price)}</dd>
        </div>
      </dl>
      <p className={styles.rule}>{t.shippingRule}</p>
    </LabelledSection>
  );
}
