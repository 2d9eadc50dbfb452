import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { FormButtons } from '../../../shared/ui/form-buttons';
import { FormError } from '../form-error';
import { errorMessage } from '../query-state';
import { catalogText } from './catalog-text';
import styles from './categories-page.module.css';

/**
 * A panel form's submit: `save` runs only with values the contract's schema accepted; the schema's
 * first complaint, else the server's, becomes the form's problem.
 */
export function useCheckedSubmit<T>(
  check: () => z.ZodSafeParseResult<T>,
  save: (data: T) => Promise<void>,
) {
  const [problem, setProblem] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    try {
      await save(checked.data);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  return { problem, submit };
}

/**
 * A boxed form above a list (a category, a synonym): its title naming the form, the fields side by
 * side, why it was not saved, and its buttons (the way out only where `onCancel` is given).
 */
export function PanelForm({
  title,
  problem,
  onSubmit,
  submit,
  onCancel,
  children,
}: {
  title: ReactNode;
  problem: string | undefined;
  onSubmit: (event: FormEvent) => void;
  submit: { label: string; pending: boolean };
  onCancel: (() => void) | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className={styles.formTitle}>
        {title}
      </h2>
      <div className={styles.fields}>{children}</div>
      <FormError message={problem} />
      <FormButtons
        className={styles.formActions}
        cancelLabel={catalogText.cancel}
        onCancel={onCancel}
        submitLabel={submit.label}
        pending={submit.pending}
      />
    </form>
  );
}

/** What ties a panel field's control to its label and hint. */
export interface PanelControlProps {
  id: string;
  className: string | undefined;
  'aria-describedby': string | undefined;
}

/** One labelled control of a PanelForm with its hint under it. */
export function PanelField({
  label,
  hint,
  control,
}: {
  label: ReactNode;
  hint?: ReactNode;
  control: (props: PanelControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control({ id, className: styles.input, 'aria-describedby': hint ? hintId : undefined })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
