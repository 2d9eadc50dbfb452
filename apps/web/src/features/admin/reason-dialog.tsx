import { type ReactNode, useCallback, useState } from 'react';
import { ApiError } from '../../shared/api/errors';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import { errorMessage } from './query-state';

/** The state of the request the dialog sends (a TanStack mutation). */
export interface ReasonRequest {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A back-office step that needs a reason the shopper will read (반려, 숨기기): nothing is sent
 * without one, the server's refusal shows under the field or the dialog.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  confirmLabel,
  label,
  hint,
  note,
  maxLength,
  requiredMessage,
  doneMessage,
  request,
  send,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  label: string;
  hint: string;
  note?: ReactNode;
  maxLength: number;
  requiredMessage: string;
  doneMessage: string;
  request: ReasonRequest;
  /** Sends the trimmed reason; calls `done` once it succeeded. */
  send: (reason: string, done: () => void) => void;
}) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldError =
    problem ??
    (request.error instanceof ApiError ? request.error.fieldMessage('reason') : undefined);

  // Stable: the dialog moves focus to its field whenever it is handed a new one.
  const { reset } = request;
  const close = useCallback(() => {
    setProblem(undefined);
    reset();
    onClose();
  }, [reset, onClose]);

  function confirm() {
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(requiredMessage);
    setProblem(undefined);
    send(trimmed, () => {
      notify(doneMessage);
      setReason('');
      close();
    });
  }

  return (
    <ConfirmDialog
      variant="backOffice"
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger
      pending={request.isPending}
      error={request.isError && !fieldError ? errorMessage(request.error) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      {note}
      <TextField
        label={label}
        value={reason}
        maxLength={maxLength}
        autoComplete="off"
        hint={hint}
        error={fieldError}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
