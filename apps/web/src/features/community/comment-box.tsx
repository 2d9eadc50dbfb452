import type { TextareaHTMLAttributes } from 'react';
import styles from './comments.module.css';

/** A comment's text box with its (hidden) label and its message, tied together for readers. */
export function CommentBox({
  id,
  label,
  error,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error: string | undefined;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        maxLength={2000}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
