import { type ReactNode, useState } from 'react';
import { Button } from '../../shared/ui/button';
import type { Column } from '../../shared/ui/data-table';
import { useNotify } from '../../shared/ui/notify';
import { ActionConfirm } from './action-confirm';
import { actionsColumn, RowButton } from './columns';
import { FormError } from './form-error';
import { adminText } from './messages';

const t = adminText.rowEditing;

/**
 * A list edited in place (a form above, the rows below): each row's 수정, which hands the row to
 * the form, and 삭제, which asks first; both named with the row for screen readers.
 */
export const editRemoveColumn = <Row,>(
  name: (row: Row) => string,
  onEdit: (row: Row) => void,
  onRemove: (row: Row) => void,
): Column<Row> =>
  actionsColumn(t.actions, (row: Row) => (
    <>
      <RowButton row={name(row)} label={t.edit} onClick={() => onEdit(row)} />
      <RowButton row={name(row)} label={t.remove} onClick={() => onRemove(row)} />
    </>
  ));

/** The question before such a row is deleted; once it is gone, `removed` is the notice. */
export function RemoveRowConfirm<Row, Variables>({
  row,
  mutation,
  variables,
  title,
  removed,
  onClose,
  children,
}: Pick<
  Parameters<typeof ActionConfirm<Row, Variables>>[0],
  'mutation' | 'variables' | 'onClose'
> & {
  row: Row | undefined;
  title: (row: Row) => string;
  removed: (row: Row) => string;
  children: ReactNode;
}) {
  const notify = useNotify();
  return (
    <ActionConfirm
      target={row}
      mutation={mutation}
      variables={variables}
      onDone={(done) => notify(removed(done))}
      onClose={onClose}
      title={row ? title(row) : ''}
      confirmLabel={t.remove}
    >
      {children}
    </ActionConfirm>
  );
}

/** The words of a removal: the dialog's title and body, and the notice once it is done. */
interface RemovalText {
  removeBody: string;
  removeTitle: (name: string) => string;
  removed: (name: string) => string;
}

/**
 * Removing one row of such a list: `ask(row)` opens the question, `dialog` is it (put it once on
 * the page). `describe` gives the row's id for the call and its name for the words.
 */
export function useRemoval<Row>(
  mutation: Parameters<typeof RemoveRowConfirm<Row, number>>[0]['mutation'],
  text: RemovalText,
  describe: (row: Row) => [id: number, name: string],
) {
  const [removing, setRemoving] = useState<Row>();
  const dialog = (
    <RemoveRowConfirm
      row={removing}
      mutation={mutation}
      variables={(row) => describe(row)[0]}
      title={(row) => text.removeTitle(describe(row)[1])}
      removed={(row) => text.removed(describe(row)[1])}
      onClose={() => setRemoving(undefined)}
    >
      <p>{text.removeBody}</p>
    </RemoveRowConfirm>
  );
  return { ask: setRemoving, dialog };
}

/** The form's last line: why it was not saved, 취소 while a row is being edited, 추가 or 저장. */
export function RowFormActions({
  className,
  error,
  editing,
  onCancel,
  saving,
}: {
  className: string | undefined;
  error: string | undefined;
  editing: boolean;
  onCancel: () => void;
  saving: boolean;
}) {
  return (
    <div className={className}>
      <FormError message={error} />
      {editing && (
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {editing ? t.save : t.add}
      </Button>
    </div>
  );
}
