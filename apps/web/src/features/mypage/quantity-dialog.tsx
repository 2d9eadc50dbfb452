import type { CartEntry } from '@shop/contract/cart';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { useNotify } from '../../shared/ui/notify';
import { useUpdateCartLine } from './cart-api';
import { quantityProblem } from './cart-quantity';
import styles from './dialogs.module.css';
import { mypageText } from './messages';

const t = mypageText.cart;

/** The quantity popup: 1 up to the option's stock, with the §5 message past it. */
export function QuantityDialog({ line, onClose }: { line: CartEntry; onClose: () => void }) {
  const [value, setValue] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string>();
  const update = useUpdateCartLine();
  const notify = useNotify();
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
    if (quantity === line.quantity) return onClose();
    update.mutate(
      { cartId: line.cart_id, body: { options: line.options, quantity } },
      {
        onSuccess: () => {
          notify(t.changed);
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={t.changeQuantity}>
      <form
        className={styles.dialog}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <h2 className={styles.title}>{t.changeQuantity}</h2>
        <p className={styles.subject}>
          {line.item.item_name}
          <span>{line.options}</span>
        </p>
        <label htmlFor={inputId} className={styles.label}>
          {t.quantity}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            onClick={() => step(-1)}
            aria-label={t.decrease(line.item.item_name)}
          >
            <Minus size={16} strokeWidth={1.5} aria-hidden />
          </button>
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
          <button
            type="button"
            className={styles.step}
            onClick={() => step(1)}
            aria-label={t.increase(line.item.item_name)}
          >
            <Plus size={16} strokeWidth={1.5} aria-hidden />
          </button>
        </div>
        <p className={styles.hint}>{t.stockLeft(line.max_quantity)}</p>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t.apply}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
