import type { AdminClaim } from '@shop/contract/admin-claims';
import { claimMessages } from '@shop/contract/claim-rules';
import { ReasonDialog } from '../reason-dialog';
import { useClaimMove } from './api';
import { claimText as t } from './claim-text';

/** 반려 with the reason the shopper will read. */
export function RejectDialog({
  claim,
  open,
  onClose,
}: {
  claim: AdminClaim;
  open: boolean;
  onClose: () => void;
}) {
  const reject = useClaimMove(claim.claim_id, 'reject');
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t.rejectTitle}
      confirmLabel={t.reject}
      label={t.rejectReason}
      hint={t.rejectHint}
      maxLength={200}
      requiredMessage={claimMessages.rejectReasonRequired}
      doneMessage={t.rejected}
      request={reject}
      send={(reason, done) => reject.mutate({ reason }, { onSuccess: done })}
    />
  );
}
