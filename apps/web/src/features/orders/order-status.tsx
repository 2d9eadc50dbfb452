import { type OrderStatus, orderStatuses } from '@shop/contract/orders';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from '../../shared/routing';
import { queryState } from '../../shared/ui/query-state';
import { orderText } from './messages';
import { OrderCard } from './order-card';
import styles from './orders.module.css';
import { useOrders } from './orders-api';

const t = orderText;

/** The order-status tabs: docs/api.md#order-statuses, honestly labelled, with shipping between them. */
export const ORDER_TABS = [
  'AWAITING_DEPOSIT',
  'ORDER_PLACED',
  'SHIPPED',
  'DELIVERED',
  'PURCHASE_CONFIRMED',
  'ORDER_CANCELLED',
  'RETURNED',
] as const satisfies readonly OrderStatus[];

/** Tabs with the count of each status, and the orders of the chosen one. */
export function OrderStatusBlock() {
  const [picked, setTab] = useState<OrderStatus>();
  const [waiting, setWaiting] = useState(false);
  // Until a tab is picked, orders waiting for their deposit come first: the account to pay into.
  const tab = picked ?? (waiting ? 'AWAITING_DEPOSIT' : 'ORDER_PLACED');
  const orders = useOrders(tab);
  const counts = orders.data?.status_counts ?? {};
  if (!waiting && (counts.AWAITING_DEPOSIT ?? 0) > 0) setWaiting(true);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  /** Arrow keys move between the tabs (the ARIA tabs pattern). */
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + ORDER_TABS.length) % ORDER_TABS.length;
    setTab(ORDER_TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  const list = orders.data?.order_list ?? [];
  const showingTab = !orders.isPlaceholderData;

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t.title}>
        {ORDER_TABS.map((status, index) => {
          const selected = status === tab;
          return (
            <button
              key={status}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${status}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(status)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={styles.tabCount} data-testid={`count-${status}`}>
                {counts[status] ?? 0}
              </span>
              <span className={styles.tabLabel}>{orderStatuses.labels[status]}</span>
            </button>
          );
        })}
      </div>

      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        aria-busy={!showingTab || orders.isPending}
        className={styles.panel}
      >
        {queryState(orders, t, styles) ??
          (list.length === 0 ? (
            <div className={styles.empty}>
              <p>{t.empty(orderStatuses.labels[tab])}</p>
              <Link to="/products" className={styles.emptyLink}>
                {t.browse}
              </Link>
            </div>
          ) : (
            <ul className={`${styles.orders} ${showingTab ? '' : styles.stale}`}>
              {list.map((order) => (
                <li key={order.order_id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </>
  );
}
