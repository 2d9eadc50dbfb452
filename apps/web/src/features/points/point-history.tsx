import { formatWon } from '@shop/contract/format';
import { pointKindLabels } from '@shop/contract/point-rules';
import type { PointEntry } from '@shop/contract/points';
import { formatDate } from '../../shared/format/dates';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { pointText as t } from './messages';
import styles from './points.module.css';

/** '+1,000원' or '-500원': the sign always written, the figure grouped. */
const signedWon = (amount: number) => `${amount > 0 ? '+' : '-'}${formatWon(Math.abs(amount))}`;

/** What a line is about: the operator's reason, the order it came from, or both. */
const detailOf = (entry: PointEntry) =>
  [entry.reason, entry.merchant_id && t.orderNumber(entry.merchant_id)]
    .filter(Boolean)
    .join(' · ') || '—';

function Amount({ amount }: { amount: number }) {
  return (
    <span className={styles.amount} data-sign={amount > 0 ? 'plus' : 'minus'}>
      {signedWon(amount)}
    </span>
  );
}

/**
 * The ledger's lines of one page, newest first: a table on desktop, a list of short blocks on a
 * phone; the empty note when there are none.
 */
export function PointHistory({
  entries,
  mobile,
  stale,
}: {
  entries: PointEntry[];
  mobile: boolean;
  /** The previous page still shows while this one loads. */
  stale: boolean;
}) {
  return (
    <LabelledSection className={`${styles.history} ${stale ? styles.stale : ''}`}>
      <SectionHeading className={styles.historyTitle}>{t.historyTitle}</SectionHeading>
      {entries.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p className={styles.muted}>{t.emptyHint}</p>
        </div>
      ) : mobile ? (
        <HistoryList entries={entries} />
      ) : (
        <HistoryTable entries={entries} />
      )}
    </LabelledSection>
  );
}

function HistoryTable({ entries }: { entries: PointEntry[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.historyTitle}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.colDate}>
            {t.columns.date}
          </th>
          <th scope="col" className={styles.colKind}>
            {t.columns.kind}
          </th>
          <th scope="col">{t.columns.detail}</th>
          <th scope="col" className={styles.colAmount}>
            {t.columns.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={styles.date}>{formatDate(entry.created_at)}</td>
            <td>{pointKindLabels[entry.kind]}</td>
            <td className={styles.detail}>{detailOf(entry)}</td>
            <td className={styles.amountCell}>
              <Amount amount={entry.amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HistoryList({ entries }: { entries: PointEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <p className={styles.entryHead}>
            <span>{pointKindLabels[entry.kind]}</span>
            <Amount amount={entry.amount} />
          </p>
          <p className={styles.entryMeta}>
            <span>{formatDate(entry.created_at)}</span>
            <span>{detailOf(entry)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
