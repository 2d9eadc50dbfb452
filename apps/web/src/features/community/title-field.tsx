import { forwardRef, useState } from 'react';
import { fieldStyles, TextField } from '../../shared/ui/field';
import { communityText as t } from './community-text';
import { applyPreset, CUSTOM, isPreset } from './title-presets';
import styles from './write-page.module.css';

interface TitleFieldProps {
  value: string;
  onChange(title: string): void;
  error?: string | undefined;
}

/** A preset title (the box becomes read-only) or a typed one (docs/api.md#pages-and-menu /service/write). */
export const TitleField = forwardRef<HTMLInputElement, TitleFieldProps>(function TitleField(
  { value, onChange, error },
  ref,
) {
  const [choice, setChoice] = useState(isPreset(value) ? value : CUSTOM);
  const readOnly = choice !== CUSTOM;
  return (
    <div className={styles.titleRow}>
      <div className={fieldStyles.field}>
        <label htmlFor="qna-title-preset" className={fieldStyles.label}>
          {t.titlePreset}
        </label>
        <select
          id="qna-title-preset"
          className={fieldStyles.select}
          value={choice}
          onChange={(e) => {
            const next = applyPreset(e.target.value, value);
            setChoice(next.readOnly ? e.target.value : CUSTOM);
            onChange(next.title);
          }}
        >
          <option value={CUSTOM}>{t.customTitle}</option>
          {t.presets.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
        </select>
      </div>
      <TextField
        ref={ref}
        label={t.titleLabel}
        value={value}
        readOnly={readOnly}
        maxLength={100}
        placeholder={t.titlePlaceholder}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
});
