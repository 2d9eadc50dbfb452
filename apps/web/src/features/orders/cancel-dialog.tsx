import { formatWon } from '@shop/contract/format';
import type { Order } from '@shop/contract/orders';
import type { OrderCancelRequest } from '@shop/contract/virtual-accounts';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { RefundAccountFields } from '../../shared/payments/refund-account-fields';
import {
  namesRefundAccount,
  showAccountRefusal,
  useRefundAccountForm,
} from '../../shared/payments/refund-account-form';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useNotify } from '../../shared/ui/notify';
import { orderText as t } from './messages';
import type { OrderActions } from './order-actions';

/**
 * Asks before cancelling. Money that came by a deposit goes back to an account the shopper names,
 * so then the dialog asks for it (also when the server says so of an order the page thought did
 * not need one) and keeps the server's refusal beside the fields. Other refusals close the dialog
 * with a notice.
 */
export function CancelDialog({
  order,
  cancel,
  onClose,
}: {
  order: Order;
  cancel: OrderActions['cancel'];
  onClose: () => void;
}) {
  const notify = useNotify();
  const form = useRefundAccountForm();
  const [askAccount, setAskAccount] = useState(order.refund_account_required === true);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function send(body: OrderCancelRequest) {
    setPending(true);
    setProblem(undefined);
    try {
      await cancel(order.order_id, body);
      onClose();
    } catch (error) {
      if (body.refund_account || namesRefundAccount(error)) {
        setAskAccount(true);
        setProblem(showAccountRefusal(form, error));
      } else {
        notify(error instanceof Error ? error.message : String(error), 'alert');
        onClose();
      }
    } finally {
      setPending(false);
    }
  }

  const amount = formatWon(order.total_price);
  if (!askAccount) {
    return (
      <ConfirmDialog
        title={t.confirmTitle}
        message={cancelMessage(order)}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        pending={pending}
        onConfirm={() => void send({})}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t.cancelAccountTitle}
      message={t.cancelAccountText(amount)}
      confirmLabel={t.confirmYes}
      cancelLabel={t.confirmNo}
      pending={pending}
      error={problem}
      onConfirm={() => void form.handleSubmit((account) => send({ refund_account: account }))()}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <RefundAccountFields lead={false} />
      </FormProvider>
    </ConfirmDialog>
  );
}

/** What a cancel gives back: the money paid to its payment method, the points spent as points. */
function cancelMessage(order: Order): string {
  if (order.order_status === 'AWAITING_DEPOSIT') return t.confirmUnpaidText;
  const points = order.points_used ?? 0;
  if (points === 0) return t.confirmText(formatWon(order.total_price));
  const pointsBack = t.confirmPoints(formatWon(points));
  return order.total_price > 0
    ? `${t.confirmText(formatWon(order.total_price))} ${pointsBack}`
    : pointsBack;
}
