import type { AdminClaim } from '@shop/contract/admin-claims';
import { claimMessages } from '@shop/contract/claim-rules';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/api/errors';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TextField } from '../../../shared/ui/field';
import { useNotify } from '../../../shared/ui/notify';
import { errorMessage } from '../query-state';
import { useClaimMove } from './api';
import { claimText as t } from './claim-text';

/** 반려 with the reason the shopper will read; nothing is sent without one. */
export function RejectDialog({
  claim,
  open,
  onClose,
}: {
  claim: AdminClaim;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const reject = useClaimMove(claim.claim_id, 'reject');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldError =
    problem ?? (reject.error instanceof ApiError ? reject.error.fieldMessage('reason') : undefined);

  // Stable: the dialog moves focus to its field whenever it is handed a new one.
  const { reset } = reject;
  const close = useCallback(() => {
    setProblem(undefined);
    reset();
    onClose();
  }, [reset, onClose]);

  function confirm() {
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(claimMessages.rejectReasonRequired);
    setProblem(undefined);
    reject.mutate(
      { reason: trimmed },
      {
        onSuccess: () => {
          notify(t.rejected);
          setReason('');
          close();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      variant="backOffice"
      open={open}
      title={t.rejectTitle}
      confirmLabel={t.reject}
      danger
      pending={reject.isPending}
      error={reject.isError && !fieldError ? errorMessage(reject.error) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      <TextField
        label={t.rejectReason}
        value={reason}
        maxLength={200}
        autoComplete="off"
        hint={t.rejectHint}
        error={fieldError}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
