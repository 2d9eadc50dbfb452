import type { CartEntry } from '@shop/contract/cart';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { CartLineDialog, useCartLineChange } from './cart-line-dialog';
import styles from './dialogs.module.css';
import { useItemOptions } from './item-options-api';
import { cartText } from './messages';

const t = cartText;

/** The option popup: another option of the same item, the quantity kept (the server checks stock). */
export function OptionDialog({ line, onClose }: { line: CartEntry; onClose: () => void }) {
  const options = useItemOptions(line.item.item_id, true);
  const [choice, setChoice] = useState(line.options);
  const { problem, setProblem, save, saving } = useCartLineChange(line, onClose);
  const selectId = useId();

  return (
    <CartLineDialog
      title={t.changeOption}
      line={line}
      detail={t.quantityValue(line.quantity)}
      problem={problem}
      saving={saving}
      canApply={options.isSuccess}
      onApply={() => save(choice, line.quantity)}
      onClose={onClose}
    >
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
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setProblem(undefined);
            }}
          >
            {Object.entries(options.data).map(([option, stock]) => (
              <option key={option} value={option} disabled={stock <= 0 && option !== line.options}>
                {stock <= 0 ? t.optionSoldOut(option) : option}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden />
        </div>
      )}
    </CartLineDialog>
  );
}
