import { useId, useState } from 'react';
import { FieldMessage } from '../../../shared/ui/field';
import { myReviewText as t } from './messages';
import styles from './review-dialog.module.css';

const FIVE = [1, 2, 3, 4, 5] as const;

/**
 * 별점 as five radio buttons drawn as stars: the arrows move between them as in any radio group,
 * a pointer over them previews its rating, and the word for the rating shows beside them.
 */
export function StarRatingInput({
  value,
  error,
  onChange,
}: {
  value: number;
  error: string | undefined;
  onChange: (rating: number) => void;
}) {
  const name = useId();
  const messageId = `${name}-message`;
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset
      className={styles.group}
      data-field="rating"
      aria-describedby={error ? messageId : undefined}
    >
      <legend className={styles.legend}>{t.rating}</legend>
      <div className={styles.ratingRow}>
        <div className={styles.stars} onPointerLeave={() => setPreview(0)}>
          {FIVE.map((n) => (
            <label
              key={n}
              className={styles.star}
              data-on={n <= shown || undefined}
              onPointerEnter={(event) => event.pointerType === 'mouse' && setPreview(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                aria-invalid={error ? true : undefined}
                className="visually-hidden"
                onChange={() => onChange(n)}
              />
              <span className="visually-hidden">{t.star(n)}</span>
              <span aria-hidden="true" className={styles.starGlyph}>
                ★
              </span>
            </label>
          ))}
        </div>
        <span className={styles.ratingWord} aria-hidden="true">
          {shown ? t.ratingWords[shown] : t.ratingPick}
        </span>
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
