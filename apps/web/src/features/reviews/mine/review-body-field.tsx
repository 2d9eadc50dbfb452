import { REVIEW_RULES } from '@shop/contract/review-rules';
import { useId } from 'react';
import { fieldStyles } from '../../../shared/ui/field';
import { myReviewText as t } from './messages';
import styles from './review-dialog.module.css';

/** The review's text, with its length as typed ("23 / 2,000") and the minimum until it is met. */
export function ReviewBodyField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (body: string) => void;
}) {
  const id = useId();
  const short = value.trim().length < REVIEW_RULES.minLength;
  return (
    <div className={fieldStyles.field} data-field="body">
      <label htmlFor={id} className={styles.legend}>
        {t.bodyLabel}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={6}
        maxLength={REVIEW_RULES.maxLength}
        placeholder={t.bodyPlaceholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message ${id}-count`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <div className={styles.bodyFoot}>
        <p id={`${id}-message`} className={error ? fieldStyles.error : fieldStyles.hint}>
          {error ?? (short ? t.bodyMinimum : '')}
        </p>
        <p id={`${id}-count`} className={styles.count} data-short={short || undefined}>
          {t.bodyCount(value.length)}
        </p>
      </div>
    </div>
  );
}
