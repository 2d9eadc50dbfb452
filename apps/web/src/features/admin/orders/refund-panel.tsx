import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { adminOrderMessages } from '@shop/contract/admin-orders';
import { formatWon } from '@shop/contract/format';
import type { RefundAccount } from '@shop/contract/virtual-accounts';
import { useCallback, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { RefundAccountFields } from '../../../shared/payments/refund-account-fields';
import {
  namesRefundAccount,
  showAccountRefusal,
  useRefundAccountForm,
} from '../../../shared/payments/refund-account-form';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { adminText } from '../messages';
import { errorMessage } from '../query-state';
import { useRefundOrder } from './api';
import styles from './order-page.module.css';
import { previewRefund, type RefundSelection, selectedLines, unitsLeft } from './refund-selection';

const t = adminText.refund;

/** The whole order, or chosen lines. */
const modes = ['all', 'lines'] as const;
type RefundMode = (typeof modes)[number];

/**
 * Cancel or refund: everything left, or chosen lines and quantities, with a reason. Money that came
 * by a virtual-account deposit goes back to an account the operator enters in the confirmation;
 * an order still waiting for its deposit is only cancelled (its account closed).
 */
export function RefundPanel({ order }: { order: AdminOrderDetail }) {
  const id = useId();
  const notify = useNotify();
  const refund = useRefundOrder(order.order_id);
  const [mode, setMode] = useState<RefundMode>('all');
  const [selection, setSelection] = useState<RefundSelection>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  // One id per confirmation: a retry after a lost answer refunds nothing twice.
  const [requestId, setRequestId] = useState<string>();
  const plan = previewRefund(order, mode, selection);
  const amount = formatWon(plan?.ok ? plan.amount : 0);
  const pointsBack = plan?.ok && plan.points > 0 ? formatWon(plan.points) : null;
  const unpaid = order.order_status === 'AWAITING_DEPOSIT';
  const beforeShipping = order.order_status === 'ORDER_PLACED' || unpaid;
  const accountForm = useRefundAccountForm();
  const [askAccount, setAskAccount] = useState(
    order.payment?.virtual_account?.state === 'DEPOSITED',
  );
  const [accountProblem, setAccountProblem] = useState<string>();

  function ask() {
    if (!reason.trim()) return setProblem(adminOrderMessages.reasonRequired);
    if (!plan) return setProblem(t.pickLines);
    if (!plan.ok) return setProblem(t.refused);
    setProblem(undefined);
    setRequestId(crypto.randomUUID());
  }

  function confirm() {
    if (askAccount) void accountForm.handleSubmit((account) => send(account))();
    else void send(undefined);
  }

  async function send(account: RefundAccount | undefined) {
    if (!requestId) return;
    setAccountProblem(undefined);
    try {
      await refund.mutateAsync({
        request_id: requestId,
        reason: reason.trim(),
        ...(mode === 'lines' ? { lines: selectedLines(selection) } : {}),
        ...(account ? { refund_account: account } : {}),
      });
      const done = adminOrderMessages.refunded(amount);
      notify(pointsBack ? `${done} ${t.pointsReturned(pointsBack)}` : done);
      setRequestId(undefined);
      setSelection({});
      setReason('');
      setMode('all');
    } catch (error) {
      // The dialog stays open with the server's message; confirming again reuses the id.
      if (account || namesRefundAccount(error)) {
        setAskAccount(true);
        setAccountProblem(showAccountRefusal(accountForm, error));
      }
    }
  }

  // Stable: the dialog moves focus into itself whenever it gets a new one, and the account's
  // fields re-render this panel as they are typed in.
  const { reset: resetRefund } = refund;
  const closeDialog = useCallback(() => {
    setRequestId(undefined);
    setAccountProblem(undefined);
    resetRefund();
  }, [resetRefund]);

  const dialogError = askAccount
    ? accountProblem
    : refund.isError
      ? errorMessage(refund.error)
      : undefined;

  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>
        {beforeShipping ? t.titleCancel : t.titleRefund}
      </SectionHeading>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">{t.modeLabel}</legend>
        {(unpaid ? (['all'] as const) : modes).map((choice) => (
          <label key={choice} className={styles.radio}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === choice}
              onChange={() => setMode(choice)}
            />
            {choice === 'lines' ? t.someLines : beforeShipping ? t.allCancel : t.allRefund}
          </label>
        ))}
      </fieldset>
      {mode === 'lines' && (
        <ul className={styles.refundLines}>
          {order.lines.map((line) => {
            const left = unitsLeft(line);
            const inputId = `${id}-line-${line.line_id}`;
            return (
              <li key={line.line_id} className={styles.refundLine}>
                <label htmlFor={inputId}>
                  {line.item_name} <span className={styles.muted}>{line.option}</span>
                </label>
                <span className={styles.muted}>{t.left(left)}</span>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  disabled={left === 0}
                  className={styles.qty}
                  value={selection[line.line_id] ?? 0}
                  onChange={(e) => {
                    const n = Math.max(0, Math.min(left, Math.floor(Number(e.target.value) || 0)));
                    setSelection((s) => ({ ...s, [line.line_id]: n }));
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.reason}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {t.reason}
        </label>
        <input
          id={`${id}-reason`}
          className={styles.input}
          value={reason}
          maxLength={200}
          placeholder={t.reasonPlaceholder}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <p className={styles.preview} aria-live="polite">
        {plan?.ok ? t.preview(amount, pointsBack) : mode === 'lines' ? t.pickLines : ''}
      </p>
      <AlertText message={problem} className={styles.error} />
      <Button variant="secondary" onClick={ask}>
        {beforeShipping ? t.submitCancel : t.submitRefund}
      </Button>
      <ConfirmDialog
        variant="backOffice"
        open={requestId !== undefined}
        title={beforeShipping ? t.confirmCancelTitle : t.confirmRefundTitle}
        confirmLabel={unpaid ? t.submitCancel : t.confirm(amount)}
        danger
        pending={refund.isPending}
        error={dialogError}
        onConfirm={confirm}
        onClose={closeDialog}
      >
        <p className={styles.confirmAmount}>{amount}</p>
        {pointsBack && <p className={styles.muted}>{t.pointsBack(pointsBack)}</p>}
        <p className={styles.muted}>
          {unpaid
            ? t.closeAccountNote
            : plan?.ok && plan.complete
              ? t.completeNote(beforeShipping)
              : t.partialNote}
        </p>
        {mode === 'lines' && (
          <ul className={styles.confirmLines}>
            {selectedLines(selection).map((l) => {
              const line = order.lines.find((x) => x.line_id === l.line_id);
              return (
                <li key={l.line_id}>
                  {line?.item_name} · {line?.option} × {l.quantity}
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.muted}>{t.reasonShown(reason.trim())}</p>
        {askAccount && (
          <FormProvider {...accountForm}>
            <p className={styles.muted}>{t.accountNeeded}</p>
            <RefundAccountFields lead={false} />
          </FormProvider>
        )}
      </ConfirmDialog>
    </LabelledSection>
  );
}
