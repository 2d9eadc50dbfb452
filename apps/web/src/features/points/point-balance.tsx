import { formatWon } from '@shop/contract/format';
import type { PointSummary } from '@shop/contract/points';
import { formatDate } from '../../shared/format/dates';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { pointText as t } from './messages';
import styles from './points.module.css';

/**
 * The balances: the part usable now (large), the whole, each earning that becomes usable later,
 * when the balance expires, and the rule for spending it.
 */
export function PointBalance({ summary }: { summary: PointSummary }) {
  const { usable, balance, pending, expires_at, min_spend, spendable } = summary;
  return (
    <LabelledSection className={styles.summary}>
      <SectionHeading className="visually-hidden">{t.summaryTitle}</SectionHeading>
      <dl className={styles.balances}>
        <div className={styles.usable}>
          <dt>{t.usable}</dt>
          <dd data-testid="points-usable">{formatWon(usable)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t.balance}</dt>
          <dd data-testid="points-balance">{formatWon(balance)}</dd>
        </div>
      </dl>
      {pending.length > 0 && (
        <ul className={styles.pending} aria-label={t.pendingTitle}>
          {pending.map((line) => (
            <li key={`${line.usable_at}-${line.amount}`}>
              <strong>{t.pending(formatWon(line.amount))}</strong>
              <span className={styles.muted}>{t.usableFrom(formatDate(line.usable_at))}</span>
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.notes}>
        {expires_at && <li data-testid="points-expiry">{t.expires(formatDate(expires_at))}</li>}
        <li>{t.minSpend(formatWon(min_spend))}</li>
        {!spendable && usable > 0 && <li>{t.untilSpendable(formatWon(min_spend - usable))}</li>}
      </ul>
    </LabelledSection>
  );
}
