import { insightLabels as labels, type SalesTotals } from '@shop/contract/admin-insight';
import { formatWon } from '@shop/contract/format';
import { change } from './change';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';

type Key = keyof SalesTotals;

const cards: {
  key: Key;
  format: (n: number) => string /** More is worse. */;
  inverse?: boolean;
}[] = [
  { key: 'revenue', format: formatWon },
  { key: 'orders', format: t.times },
  { key: 'aov', format: formatWon },
  { key: 'refunded', format: formatWon, inverse: true },
  { key: 'cancelled', format: t.times, inverse: true },
];

function Change({ ratio, inverse }: { ratio: number | null; inverse: boolean | undefined }) {
  if (ratio === null) return <span className={styles.changeFlat}>{t.noBase}</span>;
  if (ratio === 0) return <span className={styles.changeFlat}>{t.noChange}</span>;
  const pct = t.percent(Math.abs(ratio));
  const good = ratio > 0 !== Boolean(inverse);
  return (
    <span className={good ? styles.changeGood : styles.changeBad}>
      <span className="visually-hidden">{t.vsPrevious} </span>
      {ratio > 0 ? t.up(pct) : t.down(pct)}
    </span>
  );
}

/** The period's totals, each against the period before. */
export function TotalsCards({ now, before }: { now: SalesTotals; before: SalesTotals }) {
  return (
    <ul className={styles.cards} aria-label={t.totalsLabel}>
      {cards.map(({ key, format, inverse }) => (
        <li key={key} className={styles.card}>
          <span className={styles.cardLabel}>{labels[key]}</span>
          <strong className={styles.cardValue}>{format(now[key])}</strong>
          <Change ratio={change(now[key], before[key])} inverse={inverse} />
          <span className={styles.cardNote}>{t.previousValue(format(before[key]))}</span>
        </li>
      ))}
    </ul>
  );
}
