import { trackingUrl } from '@shop/contract/carriers';
import { orderText as t } from './messages';
import styles from './orders.module.css';

/** The number, as a link to the carrier's own tracking page when the carrier is one we know. */
export function TrackingNumber({
  carrier,
  number,
}: {
  carrier: string | null | undefined;
  number: string;
}) {
  const href = trackingUrl(carrier, number);
  if (!href) return <>{number}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.outLink}>
      {number}
      <span className="visually-hidden">{t.trackingOpens}</span>
    </a>
  );
}
