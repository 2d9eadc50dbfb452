import type { RestockAlert } from '@shop/contract/restock';
import { restockStatusLabels } from '@shop/contract/restock-rules';
import { formatDate } from '../../shared/format/dates';
import { Link } from '../../shared/routing';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import styles from './my-restock-alerts.module.css';
import { myRestockText as t } from './my-restock-text';
import { useCancelRestock, useMyRestockAlerts } from './restock-api';

/** When the alert was asked for and what became of it, in a few words. */
function dates(alert: RestockAlert): string {
  if (alert.status === 'SENT') return t.sentOn(formatDate(alert.sent_at));
  const requested = t.requestedOn(formatDate(alert.created_at));
  return alert.status === 'WAITING'
    ? `${requested} · ${t.expiresOn(formatDate(alert.expires_at))}`
    : requested;
}

/**
 * My Page's 재입고 알림: the member's requests (cancelled ones left out), a waiting one with its
 * cancel button. Nothing shows for a member who never asked, or while the list cannot be read.
 */
export function MyRestockAlerts({
  className,
  titleClassName,
}: {
  className?: string;
  titleClassName?: string;
}) {
  const mine = useMyRestockAlerts();
  const cancel = useCancelRestock();
  const notify = useNotify();
  const alerts = mine.data?.alerts.filter((a) => a.status !== 'CANCELLED') ?? [];
  if (alerts.length === 0) return null;

  const onCancel = (alert: RestockAlert) =>
    cancel.mutate(alert.id, {
      onSuccess: () => notify(t.cancelled),
      onError: (error) => notify(error.message, 'alert'),
    });

  return (
    <LabelledSection id="restock-alerts" className={className}>
      <SectionHeading className={titleClassName}>{t.title}</SectionHeading>
      <ul className={styles.list}>
        {alerts.map((alert) => (
          <li key={alert.id} className={styles.row}>
            <div className={styles.what}>
              <Link to={`/product/${alert.item_id}`} className={styles.name}>
                {alert.item_name}
              </Link>
              <span className={styles.option}>{alert.option_label}</span>
              <span className={styles.dates}>{dates(alert)}</span>
            </div>
            <span className={alert.status === 'WAITING' ? styles.waiting : styles.status}>
              {restockStatusLabels[alert.status]}
            </span>
            {alert.status === 'WAITING' && (
              <button
                type="button"
                className={styles.cancel}
                disabled={cancel.isPending && cancel.variables === alert.id}
                aria-label={t.cancelOf(alert.item_name, alert.option_label)}
                onClick={() => onCancel(alert)}
              >
                {t.cancel}
              </button>
            )}
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
