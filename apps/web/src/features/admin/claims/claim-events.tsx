import type { AdminClaim } from '@shop/contract/admin-claims';
import { claimStatusLabels } from '@shop/contract/claim-rules';
import { formatDateTime } from '../../../shared/format/dates';
import styles from './claim-page.module.css';
import { claimText as t } from './claim-text';

/** Each step the claim took: to which status, by whom, when, with the note left. */
export function ClaimEvents({ events }: { events: AdminClaim['events'] }) {
  if (events.length === 0) return <p className={styles.muted}>{t.noEvents}</p>;
  return (
    <ol className={styles.events}>
      {events.map((e) => (
        <li key={`${e.created_at}-${e.status}`} className={styles.event}>
          <time dateTime={e.created_at} className={styles.eventWhen}>
            {formatDateTime(e.created_at)}
          </time>
          <span className={styles.eventWhat}>
            <span className={styles.eventStatus}>{claimStatusLabels[e.status]}</span>
            <span className={styles.muted}>{t.actors[e.actor]}</span>
          </span>
          {e.note && <p className={styles.eventNote}>{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
