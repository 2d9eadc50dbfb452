import { REVIEW_FITS, type ReviewFit, reviewFitLabels } from '@shop/contract/review-rules';
import { useId } from 'react';
import { FieldMessage } from '../../../shared/ui/field';
import { myReviewText as t } from './messages';
import styles from './review-dialog.module.css';

/** 사이즈는 어땠나요?: 작아요 / 정사이즈 / 커요 as three wide chips (radio buttons), one required. */
export function FitChoice({
  value,
  error,
  onChange,
}: {
  value: ReviewFit | '';
  error: string | undefined;
  onChange: (fit: ReviewFit) => void;
}) {
  const name = useId();
  const messageId = `${name}-message`;
  return (
    <fieldset
      className={styles.group}
      data-field="fit"
      aria-describedby={error ? messageId : undefined}
    >
      <legend className={styles.legend}>{t.fitLegend}</legend>
      <div className={styles.chips}>
        {REVIEW_FITS.map((fit) => (
          <label key={fit} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={fit}
              checked={value === fit}
              aria-invalid={error ? true : undefined}
              className="visually-hidden"
              onChange={() => onChange(fit)}
            />
            {reviewFitLabels[fit]}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
