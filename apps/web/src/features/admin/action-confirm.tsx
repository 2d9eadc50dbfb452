import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useNotify } from '../../shared/ui/notify';
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

/** The words of a removal: the dialog's title, body and button, and the notice once it is done. */
interface RemovalText {
  remove: string;
  removeBody: string;
  removeTitle: (name: string) => string;
  removed: (name: string) => string;
}

/**
 * Removing one row of a list, asked first: `ask(row)` opens the question, `dialog` is it (put it
 * once on the page). `describe` gives the row's id for the call and its name for the words.
 */
export function useRemoval<Row>(
  mutation: ConfirmMutation<number>,
  text: RemovalText,
  describe: (row: Row) => [id: number, name: string],
) {
  const [removing, setRemoving] = useState<Row>();
  const notify = useNotify();
  const dialog = (
    <ActionConfirm
      target={removing}
      mutation={mutation}
      variables={(row) => describe(row)[0]}
      onDone={(row) => notify(text.removed(describe(row)[1]))}
      onClose={() => setRemoving(undefined)}
      title={removing ? text.removeTitle(describe(removing)[1]) : ''}
      confirmLabel={text.remove}
    >
      <p>{text.removeBody}</p>
    </ActionConfirm>
  );
  return { ask: setRemoving, dialog };
}
