import type { AdminItemOption } from '@shop/contract/admin-catalog';
import { optionLabelParts } from '@shop/contract/search-facets';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AlertText } from '../../../shared/ui/alert-text';
import styles from '../form.module.css';
import { adminText } from '../messages';
import { catalogText } from './catalog-text';
import parts from './option-parts.module.css';
import type { ProductFormValues } from './product-form';

/** The options and their stock; an option already ordered cannot be removed, only set to 0. */
export function OptionFields({ existing }: { existing: AdminItemOption[] }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const t = adminText.productForm;
  const ordered = (optionId: number | undefined) =>
    existing.find((o) => o.option_id === optionId)?.ordered_quantity ?? 0;
  const listError = errors.options?.root?.message ?? errors.options?.message;
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{t.options}</legend>
      <div className={styles.optionHead} aria-hidden>
        <span>{t.optionLabel}</span>
        <span>{t.stock}</span>
      </div>
      <div className={styles.rows}>
        {fields.map((field, index) => {
          const labelError = errors.options?.[index]?.label?.message;
          const stockError = errors.options?.[index]?.stock?.message;
          const sold = ordered(field.option_id);
          return (
            <div key={field.id} className={styles.optionRow}>
              <div className={styles.cell}>
                <input
                  className={styles.input}
                  aria-label={`${t.optionLabel} ${index + 1}`}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? `option-${index}-label-error` : undefined}
                  placeholder={t.optionPlaceholder}
                  {...register(`options.${index}.label`)}
                />
                {labelError ? (
                  <p id={`option-${index}-label-error`} className={styles.error}>
                    {labelError}
                  </p>
                ) : (
                  <OptionParts index={index} />
                )}
              </div>
              <div className={styles.cell}>
                <input
                  className={`${styles.input} ${styles.number}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  aria-label={`${t.stock} ${index + 1}`}
                  aria-invalid={stockError ? true : undefined}
                  aria-describedby={stockError ? `option-${index}-stock-error` : undefined}
                  {...register(`options.${index}.stock`, { valueAsNumber: true })}
                />
                {stockError && (
                  <p id={`option-${index}-stock-error`} className={styles.error}>
                    {stockError}
                  </p>
                )}
              </div>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => remove(index)}
                disabled={sold > 0 || fields.length === 1}
                title={sold > 0 ? t.optionOrdered(sold) : undefined}
                aria-label={`${t.optionLabel} ${index + 1} ${t.removeRow}`}
              >
                <X size={16} strokeWidth={1.5} aria-hidden />
              </button>
            </div>
          );
        })}
      </div>
      <AlertText message={listError} className={styles.error} />
      <button
        type="button"
        className={styles.addButton}
        onClick={() => append({ label: '', stock: Number.NaN })}
      >
        <Plus size={14} strokeWidth={1.5} aria-hidden />
        {t.addOption}
      </button>
    </fieldset>
  );
}

/** What the shop's filters will read from a label: its colour (with the swatch) and its size. */
function OptionParts({ index }: { index: number }) {
  const t = catalogText.optionParts;
  // This row's label only, so typing re-renders this line and not the whole list.
  const label = useWatch<ProductFormValues, `options.${number}.label`>({
    name: `options.${index}.label`,
  });
  if (!label?.trim()) return null;
  const { color, size, colorHex } = optionLabelParts(label);
  return (
    <p className={parts.parts}>
      {color && (
        <span className={parts.part}>
          <span
            className={parts.swatch}
            style={{ background: colorHex ?? 'transparent' }}
            data-unknown={colorHex ? undefined : true}
            aria-hidden
          />
          {t.color(color)}
          {!colorHex && <span className={parts.unknown}>{t.noSwatch}</span>}
        </span>
      )}
      {size && <span className={parts.part}>{t.size(size)}</span>}
    </p>
  );
}
