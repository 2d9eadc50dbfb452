import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { errorMessage } from './query-state';

interface ConfirmMutation<Variables> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
}

/**
 * Asks before an action on one row (a delete, a stop). It is open while there is a target; the
 * action's failure stays in the dialog, its success closes it.
 */
export function ActionConfirm<Target, Variables>({
  target,
  mutation,
  variables,
  onDone,
  onClose,
  title,
  confirmLabel,
  children,
}: {
  target: Target | undefined;
  mutation: ConfirmMutation<Variables>;
  variables: (target: Target) => Variables;
  /** After the action succeeded (the notice, and anything more to close). */
  onDone: (target: Target) => void;
  /** Forgets the target. */
  onClose: () => void;
  title: string;
  confirmLabel: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      variant="backOffice"
      open={target !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      danger
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : undefined}
      onClose={() => {
        onClose();
        mutation.reset();
      }}
      onConfirm={() =>
        target !== undefined &&
        mutation.mutate(variables(target), {
          onSuccess: () => {
            onDone(target);
            onClose();
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
