import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { IconOnlyButton } from '../../../shared/ui/icon-only-button';
import styles from '../form.module.css';
import { adminText } from '../messages';
import type { ProductFormValues } from './product-form';

type MapName = 'details' | 'fit_sizing' | 'fabric';

/** One of the product's key-value tables (소재 → 코튼 100%), row by row. */
export function KeyValueFields({ name, title }: { name: MapName; title: string }) {
  const { control, register } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const t = adminText.productForm;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.rows}>
        {fields.map((field, index) => (
          <div key={field.id} className={styles.pairRow}>
            <input
              className={styles.input}
              aria-label={`${title} ${index + 1} ${t.key}`}
              placeholder={t.keyPlaceholder}
              {...register(`${name}.${index}.key`)}
            />
            <input
              className={styles.input}
              aria-label={`${title} ${index + 1} ${t.value}`}
              placeholder={t.valuePlaceholder}
              {...register(`${name}.${index}.value`)}
            />
            <IconOnlyButton
              label={`${title} ${index + 1} ${t.removeRow}`}
              icon={X}
              size={16}
              className={styles.iconButton}
              onClick={() => remove(index)}
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={styles.addButton}
        onClick={() => append({ key: '', value: '' })}
      >
        <Plus size={14} strokeWidth={1.5} aria-hidden />
        {t.addRow(title)}
      </button>
    </fieldset>
  );
}
