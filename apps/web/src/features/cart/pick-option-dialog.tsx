import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useAddCartLines } from './cart-api';
import { CartLineDialog } from './cart-line-dialog';
import styles from './dialogs.module.css';
import { useItemOptions } from './item-options-api';
import { cartText } from './messages';

const t = cartText;

/**
 * Puts one unit of a product in the cart after the shopper picks its option (the cart's option
 * popup, for a product not in the cart yet). `onAdded` runs once the cart has it.
 */
export function PickOptionDialog({
  itemId,
  itemName,
  onAdded,
  onClose,
}: {
  itemId: number;
  itemName: string;
  onAdded: () => void;
  onClose: () => void;
}) {
  const options = useItemOptions(itemId, true);
  const [picked, setPicked] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const add = useAddCartLines();
  const selectId = useId();
  const entries = options.data ? Object.entries(options.data) : [];
  const choice = picked ?? entries.find(([, stock]) => stock > 0)?.[0];

  function apply() {
    if (!choice) return;
    add.mutate(
      { item_id: itemId, options: [{ color_size: choice, quantity: 1 }] },
      { onSuccess: onAdded, onError: (error) => setProblem(error.message) },
    );
  }

  return (
    <CartLineDialog
      title={t.chooseOption}
      line={{ item: { item_name: itemName } }}
      detail={t.oneEach}
      problem={problem}
      saving={add.isPending}
      canApply={choice !== undefined}
      applyLabel={t.addToCart}
      onApply={apply}
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
            value={choice ?? ''}
            onChange={(event) => {
              setPicked(event.target.value);
              setProblem(undefined);
            }}
          >
            {entries.map(([option, stock]) => (
              <option key={option} value={option} disabled={stock <= 0}>
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
