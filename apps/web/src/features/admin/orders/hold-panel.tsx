import { type AdminOrderDetail, adminOrderMessages } from '@shop/contract/admin-orders';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/api/errors';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { adminText } from '../messages';
import { errorMessage } from '../query-state';
import { useHoldOrder } from './api';
import styles from './order-page.module.css';

const t = adminText.hold;

/** Holds a shipped or delivered order out of the automatic steps with a reason, or releases it. */
export function HoldPanel({ order }: { order: AdminOrderDetail }) {
  const id = useId();
  const notify = useNotify();
  const hold = useHoldOrder(order.order_id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldError =
    problem ?? (hold.error instanceof ApiError ? hold.error.fieldMessage('reason') : undefined);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(adminOrderMessages.holdReasonRequired);
    setProblem(undefined);
    hold.mutate({ hold: true, reason: trimmed }, { onSuccess: () => notify(t.holding) });
  }

  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>{t.title}</SectionHeading>
      {order.auto_hold_reason ? (
        <>
          <p>{t.held(order.auto_hold_reason)}</p>
          <Button
            variant="secondary"
            loading={hold.isPending}
            onClick={() => hold.mutate({ hold: false }, { onSuccess: () => notify(t.released) })}
          >
            {t.release}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate className={styles.shipForm}>
          <p className={styles.muted}>{t.lead}</p>
          <TextField
            label={t.reason}
            value={reason}
            maxLength={200}
            autoComplete="off"
            hint={t.reasonHint}
            error={fieldError}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={hold.isPending}>
            {t.submit}
          </Button>
        </form>
      )}
      <AlertText
        message={hold.isError && !fieldError ? errorMessage(hold.error) : undefined}
        className={styles.error}
      />
    </LabelledSection>
  );
}
