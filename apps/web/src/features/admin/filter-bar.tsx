import { type FormEvent, useId } from 'react';
import { Button } from '../../shared/ui/button';
import styles from './filter-bar.module.css';
import { adminText } from './messages';
import type { Filters } from './url-filters';

export type FilterField =
  | { name: string; label: string; type: 'text' | 'search' | 'date'; placeholder?: string }
  | { name: string; label: string; type: 'select'; options: { value: string; label: string }[] };

/** The search and filter row above a list; it hands the values over on 검색 (or Enter). */
export function FilterBar({
  label,
  fields,
  values,
  onApply,
  onReset,
}: {
  label: string;
  fields: FilterField[];
  values: Filters;
  onApply: (values: Filters) => void;
  onReset: () => void;
}) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '')])));
  }
  // Re-mount the inputs when the address changes them (back button, reset).
  const formKey = fields.map((f) => values[f.name] ?? '').join('|');
  return (
    <form key={formKey} className={styles.bar} onSubmit={submit} aria-label={label}>
      {fields.map((f) => (
        <div key={f.name} className={styles.field}>
          <label htmlFor={`${id}-${f.name}`} className={styles.label}>
            {f.label}
          </label>
          {f.type === 'select' ? (
            <select
              id={`${id}-${f.name}`}
              name={f.name}
              defaultValue={values[f.name] ?? ''}
              className={styles.input}
            >
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              defaultValue={values[f.name] ?? ''}
              placeholder={f.type === 'date' ? undefined : f.placeholder}
              className={styles.input}
            />
          )}
        </div>
      ))}
      <div className={styles.actions}>
        <Button type="submit" className={styles.button}>
          {adminText.filter.apply}
        </Button>
        <Button variant="ghost" className={styles.button} onClick={onReset}>
          {adminText.filter.reset}
        </Button>
      </div>
    </form>
  );
}
