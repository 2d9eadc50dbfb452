import type { AdminClaim } from '@shop/contract/admin-claims';
import { CLAIM_TRANSITIONS, type ClaimStatus } from '@shop/contract/claim-rules';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { useClaimMove } from './api';
import styles from './claim-page.module.css';
import { claimText as t } from './claim-text';
import { CompleteExchange } from './complete-exchange';
import { CompleteReturn } from './complete-return';
import { InspectForm } from './inspect-form';
import { RejectDialog } from './reject-dialog';

/** The statuses an admin can move a claim in `status` to (the contract's one transition table). */
export const adminMoves = (status: ClaimStatus) =>
  (Object.entries(CLAIM_TRANSITIONS[status]) as [ClaimStatus, string][])
    .filter(([, who]) => who === 'admin')
    .map(([to]) => to);

/** What the operator can do with the claim now; nothing once it is closed. */
export function ClaimActions({ claim, moves }: { claim: AdminClaim; moves: ClaimStatus[] }) {
  // Keyed by status: a step's form starts afresh when the claim moves on.
  return (
    <>
      {(moves.includes('APPROVED') || moves.includes('COLLECTED')) && (
        <ForwardPanel key={claim.status} claim={claim} canReject={moves.includes('REJECTED')} />
      )}
      {moves.includes('INSPECTED') && <InspectForm key={claim.status} claim={claim} />}
      {moves.includes('COMPLETED') &&
        (claim.kind === 'RETURN' ? (
          <CompleteReturn key={claim.status} claim={claim} />
        ) : (
          <CompleteExchange key={claim.status} claim={claim} />
        ))}
    </>
  );
}

/** REQUESTED → 승인, APPROVED → 회수 완료, each asked first; 반려 beside them. */
function ForwardPanel({ claim, canReject }: { claim: AdminClaim; canReject: boolean }) {
  const id = useId();
  const notify = useNotify();
  const approving = claim.status === 'REQUESTED';
  const move = useClaimMove(claim.claim_id, approving ? 'approve' : 'collect');
  const [asking, setAsking] = useState<AdminClaim>();
  const [rejecting, setRejecting] = useState(false);
  const stopRejecting = useCallback(() => setRejecting(false), []);
  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>{t.actions}</SectionHeading>
      <p className={styles.lead}>
        {approving ? t.approveNote(claim.kind === 'EXCHANGE') : t.collectNote}
      </p>
      <div className={styles.buttons}>
        <Button onClick={() => setAsking(claim)}>{approving ? t.approve : t.collect}</Button>
        {canReject && (
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t.reject}
          </Button>
        )}
      </div>
      <ActionConfirm
        target={asking}
        mutation={move}
        variables={() => ({})}
        onDone={() => notify(approving ? t.approved : t.collected)}
        onClose={() => setAsking(undefined)}
        title={approving ? t.approveTitle : t.collectTitle}
        confirmLabel={approving ? t.approve : t.collect}
      >
        <p className={styles.muted}>
          {approving ? t.approveNote(claim.kind === 'EXCHANGE') : t.collectNote}
        </p>
      </ActionConfirm>
      {canReject && <RejectDialog claim={claim} open={rejecting} onClose={stopRejecting} />}
    </LabelledSection>
  );
}
