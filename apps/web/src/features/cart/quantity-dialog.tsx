import type { CartEntry } from '@shop/contract/cart';
import { useId, useState } from 'react';
import { Stepper } from '../../shared/ui/stepper';
import { CartLineDialog, useCartLineChange } from './cart-line-dialog';
import { quantityProblem } from './cart-quantity';
import styles from './dialogs.module.css';
import { cartText } from './messages';

const t = cartText;

/** The quantity popup: 1 up to the option's stock, with the docs/api.md#cart message past it. */
export function QuantityDialog({ line, onClose }: { line: CartEntry; onClose: () => void }) {
  const [value, setValue] = useState(String(line.quantity));
  const { problem, setProblem, save, saving } = useCartLineChange(line, onClose);
  const inputId = useId();
  const quantity = Number(value);

  function step(delta: 1 | -1) {
    const next = (Number.isInteger(quantity) ? quantity : line.quantity) + delta;
    const reason = quantityProblem(line, next);
    setProblem(reason);
    if (!reason) setValue(String(next));
  }

  function apply() {
    const reason = quantityProblem(line, quantity);
    setProblem(reason);
    if (reason) return;
    save(line.options, quantity);
  }

  return (
    <CartLineDialog
      title={t.changeQuantity}
      line={line}
      detail={line.options}
      problem={problem}
      saving={saving}
      onApply={apply}
      onClose={onClose}
    >
      <label htmlFor={inputId} className={styles.label}>
        {t.quantity}
      </label>
      <Stepper of={line.item.item_name} classes={styles} iconSize={16} onStep={step}>
        <input
          id={inputId}
          className={styles.number}
          type="number"
          inputMode="numeric"
          min={1}
          max={line.max_quantity}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
          aria-invalid={problem ? true : undefined}
        />
      </Stepper>
      <p className={styles.hint}>{t.stockLeft(line.max_quantity)}</p>
    </CartLineDialog>
  );
}
