import { REVIEW_RULES } from '@shop/contract/review-rules';
import { TextField } from '../../../shared/ui/field';
import { myReviewText as t } from './messages';
import styles from './review-dialog.module.css';
import type { DraftErrors, ReviewDraft } from './review-draft';

type ProfileKey = 'height' | 'weight' | 'usualSize';

/** 키 · 몸무게 · 평소 사이즈, all optional: what helps a shopper of the same build pick a size. */
export function ReviewProfileFields({
  draft,
  errors,
  onChange,
}: {
  draft: ReviewDraft;
  errors: DraftErrors;
  onChange: (key: ProfileKey, value: string) => void;
}) {
  const whole = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } as const;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.profileLegend}</legend>
      <p className={styles.lead}>{t.profileHint}</p>
      <div className={styles.profile}>
        <div data-field="height_cm">
          <TextField
            {...whole}
            label={t.heightLabel}
            placeholder="165"
            value={draft.height}
            error={errors.height_cm}
            onChange={(event) => onChange('height', event.currentTarget.value)}
          />
        </div>
        <div data-field="weight_kg">
          <TextField
            {...whole}
            label={t.weightLabel}
            placeholder="55"
            value={draft.weight}
            error={errors.weight_kg}
            onChange={(event) => onChange('weight', event.currentTarget.value)}
          />
        </div>
        <div data-field="usual_size">
          <TextField
            label={t.usualSizeLabel}
            placeholder="M"
            maxLength={REVIEW_RULES.usualSizeMax}
            value={draft.usualSize}
            error={errors.usual_size}
            onChange={(event) => onChange('usualSize', event.currentTarget.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
