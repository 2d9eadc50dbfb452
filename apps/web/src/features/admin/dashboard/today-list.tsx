import type { Dashboard } from '@shop/contract/admin-dashboard';
import { dashboardLabels as labels } from '@shop/contract/admin-dashboard';
import { ChevronRight } from 'lucide-react';
import { Link } from '../../../shared/routing';
import styles from './today-list.module.css';

const count = (n: number) => `${n.toLocaleString('ko-KR')}건`;

/** What needs the operator now, first thing on the page: only what is waiting, each a link. */
export function TodayList({ attention }: { attention: Dashboard['attention'] | undefined }) {
  if (!attention) return null;
  const items = [
    {
      n: attention.late_shipments,
      label: labels.lateShipments,
      to: '/admin/orders?status=ORDER_PLACED',
    },
    { n: attention.open_claims, label: labels.openClaims, to: '/admin/claims' },
    { n: attention.unsettled_payments, label: labels.unsettledPayments, to: '/admin/payments' },
    { n: attention.stale_qna, label: labels.staleQna, to: '/admin/qna?state=unanswered' },
    { n: attention.restock_waiting, label: labels.restockWaiting, to: '/admin/restock' },
  ].filter((item) => item.n > 0);
  return (
    <section className={styles.today} aria-labelledby="today-title">
      <h2 id="today-title" className={styles.title}>
        {labels.attention}
      </h2>
      {items.length === 0 ? (
        <p className={styles.clear}>{labels.allClear}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className={styles.item}>
                <span>{item.label}</span>
                <strong className={styles.count}>{count(item.n)}</strong>
                <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
