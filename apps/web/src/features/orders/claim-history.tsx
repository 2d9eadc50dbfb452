import { claimKindLabels, claimReasonLabels, claimStatusLabels } from '@shop/contract/claim-rules';
import { formatWon } from '@shop/contract/format';
import type { Order } from '@shop/contract/orders';
import { useCallback, useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../shared/format/dates';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useNotify } from '../../shared/ui/notify';
import { TermRow } from '../../shared/ui/term-row';
import { ClaimPhotoList } from './claim-photo-list';
import { claimText as t } from './claim-text';
import type { OrderClaim } from './claim-units';
import styles from './claims.module.css';
import { orderText } from './messages';
import type { OrderActions } from './order-actions';
import { TrackingNumber } from './tracking-number';

/**
 * The order's 교환·반품, newest first: where each stands, its photos, and before approval more
 * photos and its withdrawal.
 */
export function ClaimHistory({
  order,
  withdraw,
  addPhotos,
}: {
  order: Order;
  withdraw: OrderActions['withdrawClaim'];
  addPhotos: OrderActions['addClaimPhotos'];
}) {
  const headingId = useId();
  const [asking, setAsking] = useState<number>();
  // Stable: the dialog moves focus into itself whenever it gets a new one (a list refetch).
  const close = useCallback(() => setAsking(undefined), []);
  const claims = order.claims ?? [];
  if (claims.length === 0) return null;

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.historyTitle}>
        {t.history}
      </h4>
      <ul className={styles.claims}>
        {claims.map((claim) => (
          <ClaimItem
            key={claim.claim_id}
            claim={claim}
            onWithdraw={setAsking}
            addPhotos={(files) => addPhotos(order.order_id, claim.claim_id, files)}
          />
        ))}
      </ul>
      {asking !== undefined && (
        <WithdrawDialog withdraw={() => withdraw(order.order_id, asking)} onClose={close} />
      )}
    </section>
  );
}

function ClaimItem({
  claim,
  onWithdraw,
  addPhotos,
}: {
  claim: OrderClaim;
  onWithdraw: (claimId: number) => void;
  addPhotos: (files: readonly File[]) => Promise<unknown>;
}) {
  const titleId = useId();
  const exchange = claim.kind === 'EXCHANGE';
  const shipped = exchange && claim.status === 'COMPLETED' && claim.exchange_tracking_number;
  return (
    <li className={styles.claim} data-testid="claim">
      <div className={styles.claimHead}>
        <p id={titleId} className={styles.claimTitle}>
          {claimKindLabels[claim.kind]} · {claimReasonLabels[claim.reason]}
        </p>
        <span className={styles.claimStatus} data-status={claim.status}>
          {claimStatusLabels[claim.status]}
        </span>
      </div>
      <p className={styles.claimDate}>{t.requestedOn(formatDate(claim.created_at))}</p>

      <ul className={styles.claimLines}>
        {claim.lines.map((line) => (
          <li key={line.line_id}>
            {line.item_name} · {orderText.optionQuantity(line.option, line.quantity)}
            {line.exchange_option && ` → ${line.exchange_option}`}
          </li>
        ))}
      </ul>

      <dl className={styles.claimTerms}>
        <TermRow term={t.fee}>{formatWon(claim.fee)}</TermRow>
        {claim.refund_amount !== null && (
          <TermRow term={t.refundAmount}>{formatWon(claim.refund_amount)}</TermRow>
        )}
        {claim.status === 'REJECTED' && claim.reject_reason && (
          <TermRow term={t.rejectReason}>{claim.reject_reason}</TermRow>
        )}
        {shipped && (
          <TermRow term={t.exchangeShipment}>
            {claim.exchange_carrier}{' '}
            <TrackingNumber
              carrier={claim.exchange_carrier}
              number={claim.exchange_tracking_number!}
            />
          </TermRow>
        )}
      </dl>

      <ClaimPhotoList claim={claim} titleId={titleId} add={addPhotos} />

      <ol className={styles.timeline} aria-label={t.timeline}>
        {claim.events.map((event) => (
          <li key={`${event.status}-${event.created_at}`}>
            <span className={styles.eventStatus}>{claimStatusLabels[event.status]}</span>
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            {event.note && <span className={styles.eventNote}>{event.note}</span>}
          </li>
        ))}
      </ol>

      {claim.status === 'REQUESTED' && (
        <Button
          variant="secondary"
          className={styles.withdraw}
          aria-describedby={titleId}
          onClick={() => onWithdraw(claim.claim_id)}
        >
          {t.withdraw}
        </Button>
      )}
    </li>
  );
}

/** Asks before withdrawing; a refusal closes it with a notice, as the 구매확정 dialog does. */
function WithdrawDialog({
  withdraw,
  onClose,
}: {
  withdraw: () => Promise<unknown>;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    try {
      await withdraw();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'alert');
    } finally {
      setPending(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      title={t.withdrawTitle}
      message={t.withdrawText}
      confirmLabel={t.withdrawYes}
      cancelLabel={t.withdrawNo}
      pending={pending}
      onConfirm={() => void send()}
      onClose={onClose}
    />
  );
}
