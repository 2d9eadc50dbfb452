import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import styles from './dialogs.module.css';
import type { useItemOptions } from './item-options-api';
import { cartText } from './messages';

const t = cartText;

/**
 * The option select of the cart's popups: a status while the options load, an alert when they
 * cannot, else every option with its stock (sold-out ones marked, and chosen only when `allowed`).
 */
export function OptionSelectField({
  options,
  value,
  onChange,
  allowed = (_option, stock) => stock > 0,
}: {
  options: ReturnType<typeof useItemOptions>;
  value: string;
  onChange: (option: string) => void;
  allowed?: (option: string, stock: number) => boolean;
}) {
  const selectId = useId();
  return (
    <>
      <label htmlFor={selectId} className={styles.label}>
        {t.option}
      </label>
      {options.isPending ? (
        <p role="status" className={styles.hint}>
          {t.optionLoading}
        </p>
      ) : options.isError ? (
        <p role="alert" className={styles.error}>
          {t.optionError}
        </p>
      ) : (
        <div className={styles.selectWrap}>
          <select
            id={selectId}
            className={styles.select}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {Object.entries(options.data).map(([option, stock]) => (
              <option key={option} value={option} disabled={!allowed(option, stock)}>
                {stock <= 0 ? t.optionSoldOut(option) : option}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden />
        </div>
      )}
    </>
  );
}
