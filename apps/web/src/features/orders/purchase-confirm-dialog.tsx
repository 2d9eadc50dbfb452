import { formatWon } from '@shop/contract/format';
import type { Order } from '@shop/contract/orders';
import { POINT_RULES } from '@shop/contract/point-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useNotify } from '../../shared/ui/notify';
import { orderText as t } from './messages';
import type { OrderActions } from './order-actions';

/**
 * Asks before 구매확정: what the member's order earns and when it can be spent (nothing of points
 * for a guest, who earns none), and that exchanges and returns end with it. A refusal closes the
 * dialog with a notice, as the cancel's does.
 */
export function PurchaseConfirmDialog({
  order,
  points,
  confirm,
  onClose,
}: {
  order: Order;
  /** The 적립금 the confirmation gives; none for a guest's order. */
  points: number | undefined;
  confirm: OrderActions['confirm'];
  onClose: () => void;
}) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    try {
      await confirm(order.order_id);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'alert');
    } finally {
      setPending(false);
      onClose();
    }
  }

  const earns =
    points !== undefined && points > 0
      ? t.purchaseConfirmPoints(formatWon(points), POINT_RULES.usableAfterDays)
      : undefined;
  return (
    <ConfirmDialog
      title={t.purchaseConfirmTitle}
      message={earns ? `${earns} ${t.purchaseConfirmFinal}` : t.purchaseConfirmFinal}
      confirmLabel={t.purchaseConfirmYes}
      cancelLabel={t.purchaseConfirmNo}
      pending={pending}
      onConfirm={() => void send()}
      onClose={onClose}
    />
  );
}
