import { formatWon } from '@shop/contract/format';
import type { Order } from '@shop/contract/orders';
import { useCallback, useState } from 'react';
import { formatDate } from '../../shared/format/dates';
import { Button } from '../../shared/ui/button';
import { orderText as t } from './messages';
import type { OrderActions } from './order-actions';
import styles from './orders.module.css';
import { PurchaseConfirmDialog } from './purchase-confirm-dialog';

/**
 * 구매확정 on an order card: for a delivered order, the day it confirms itself and, while the
 * shopper may, the button that confirms it now; for a confirmed one, the day it was. `points` are
 * what a member's order earns (undefined for a guest's).
 */
export function PurchaseConfirm({
  order,
  points,
  confirm,
}: {
  order: Order;
  points: number | undefined;
  confirm: OrderActions['confirm'];
}) {
  const [asking, setAsking] = useState(false);
  // Stable: the dialog moves focus into itself whenever it gets a new one (a list refetch).
  const closeDialog = useCallback(() => setAsking(false), []);
  const earns = points !== undefined && points > 0 ? formatWon(points) : undefined;

  const confirmed = order.order_status === 'PURCHASE_CONFIRMED';
  const notes = confirmed
    ? [
        order.confirmed_at && t.confirmedOn(formatDate(order.confirmed_at)),
        earns && t.pointsEarned(earns),
      ]
    : order.order_status === 'DELIVERED'
      ? [
          order.auto_confirm_at && t.autoConfirmOn(formatDate(order.auto_confirm_at)),
          order.confirm_available && earns && t.pointsOnConfirm(earns),
        ]
      : [];
  const lines = notes.filter((line): line is string => Boolean(line));
  const canConfirm = !confirmed && order.confirm_available === true;
  if (lines.length === 0 && !canConfirm) return null;

  return (
    <div className={styles.confirm} data-testid="purchase-confirm">
      {lines.map((line) => (
        <p key={line} className={styles.confirmNote}>
          {line}
        </p>
      ))}
      {canConfirm && (
        <Button
          variant="secondary"
          className={styles.confirmButton}
          onClick={() => setAsking(true)}
        >
          {t.purchaseConfirm}
        </Button>
      )}
      {asking && (
        <PurchaseConfirmDialog
          order={order}
          points={points}
          confirm={confirm}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
