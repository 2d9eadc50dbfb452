import type { AdminClaim } from '@shop/contract/admin-claims';
import { claimMessages } from '@shop/contract/claim-rules';
import { formatWon } from '@shop/contract/format';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TextField } from '../../../shared/ui/field';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { errorMessage } from '../query-state';
import { useClaimMove } from './api';
import styles from './claim-page.module.css';
import { claimText as t } from './claim-text';

/**
 * INSPECTED → COMPLETED for a return: the refund, the rules' estimate unless the operator changes
 * it (with the reason, which is audited), stated once more before it goes to the payment provider.
 */
export function CompleteReturn({ claim }: { claim: AdminClaim }) {
  const id = useId();
  const notify = useNotify();
  const complete = useClaimMove(claim.claim_id, 'complete');
  const estimate = claim.refund_estimate ?? 0;
  const [amount, setAmount] = useState(String(estimate));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  // One id per confirmation: a retry after a lost answer refunds nothing twice.
  const [requestId, setRequestId] = useState<string>();

  const valid = /^\d+$/.test(amount.trim());
  const refund = valid ? Number(amount.trim()) : estimate;
  const changed = refund !== estimate;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      amount: valid ? undefined : t.amountInvalid,
      reason: valid && changed && !reason.trim() ? claimMessages.refundReasonRequired : undefined,
    };
    setProblems(found);
    if (!found.amount && !found.reason) setRequestId(crypto.randomUUID());
  }

  const { reset } = complete;
  const close = useCallback(() => {
    setRequestId(undefined);
    reset();
  }, [reset]);

  function confirm() {
    if (!requestId) return;
    complete.mutate(
      {
        request_id: requestId,
        ...(changed ? { refund_amount: refund, amount_reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          notify(t.returned(formatWon(refund)));
          setRequestId(undefined);
        },
      },
    );
  }

  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>{t.completeReturnTitle}</SectionHeading>
      <form className={styles.form} onSubmit={ask} noValidate>
        <TextField
          label={t.refundAmountLabel}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={amount}
          hint={t.refundAmountHint(formatWon(estimate))}
          error={problems.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t.amountReason}
          value={reason}
          maxLength={200}
          autoComplete="off"
          hint={t.amountReasonHint}
          error={problems.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit">{t.completeReturn}</Button>
      </form>
      <ConfirmDialog
        variant="backOffice"
        open={requestId !== undefined}
        title={t.confirmReturnTitle}
        confirmLabel={t.confirmReturn(formatWon(refund))}
        danger
        pending={complete.isPending}
        error={complete.isError ? errorMessage(complete.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      >
        <p className={styles.confirmAmount}>{formatWon(refund)}</p>
        <p className={styles.muted}>{t.confirmReturnNote}</p>
        {changed && <p className={styles.muted}>{t.confirmReason(reason.trim())}</p>}
      </ConfirmDialog>
    </LabelledSection>
  );
}
