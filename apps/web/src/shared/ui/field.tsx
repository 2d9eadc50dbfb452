import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Hide the label visually (it is still read out). */
  hideLabel?: boolean;
}

/** A labelled input with its message under it; the message is tied to the input for readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, id, className, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? styles.hidden : styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...input}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
});

/** Under a field: its error, or else its hint; `id` is what the field's aria-describedby names. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: ReactNode;
  hint?: ReactNode;
}) {
  if (!error && !hint) return null;
  return (
    <p id={id} className={error ? styles.error : styles.hint}>
      {error || hint}
    </p>
  );
}

export const fieldStyles = styles;
