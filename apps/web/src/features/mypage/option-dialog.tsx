import type { CartEntry } from '@shop/contract/cart';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { useNotify } from '../../shared/ui/notify';
import { useUpdateCartLine } from './cart-api';
import styles from './dialogs.module.css';
import { useItemOptions } from './item-options-api';
import { mypageText } from './messages';

const t = mypageText.cart;

/** The option popup: another option of the same item, the quantity kept (the server checks stock). */
export function OptionDialog({ line, onClose }: { line: CartEntry; onClose: () => void }) {
  const options = useItemOptions(line.item.item_id, true);
  const [choice, setChoice] = useState(line.options);
  const [problem, setProblem] = useState<string>();
  const update = useUpdateCartLine();
  const notify = useNotify();
  const selectId = useId();

  function apply() {
    if (choice === line.options) return onClose();
    update.mutate(
      { cartId: line.cart_id, body: { options: choice, quantity: line.quantity } },
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
    <Modal open onClose={onClose} title={t.changeOption}>
      <form
        className={styles.dialog}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <h2 className={styles.title}>{t.changeOption}</h2>
        <p className={styles.subject}>
          {line.item.item_name}
          <span>{t.quantityValue(line.quantity)}</span>
        </p>
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
                <option
                  key={option}
                  value={option}
                  disabled={stock <= 0 && option !== line.options}
                >
                  {stock <= 0 ? t.optionSoldOut(option) : option}
                </option>
              ))}
            </select>
            <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden />
          </div>
        )}
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!options.isSuccess}>
            {t.apply}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
