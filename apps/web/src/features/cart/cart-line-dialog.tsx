import type { CartEntry } from '@shop/contract/cart';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { useNotify } from '../../shared/ui/notify';
import { useUpdateCartLine } from './cart-api';
import styles from './dialogs.module.css';
import { cartText } from './messages';

const t = cartText;

/** The change of one cart line, its message on failure and the toast and close on success. */
export function useCartLineChange(line: CartEntry, onClose: () => void) {
  const [problem, setProblem] = useState<string>();
  const update = useUpdateCartLine();
  const notify = useNotify();

  function save(options: string, quantity: number) {
    if (options === line.options && quantity === line.quantity) return onClose();
    update.mutate(
      { cartId: line.cart_id, body: { options, quantity } },
      {
        onSuccess: () => {
          notify(t.changed);
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return { problem, setProblem, save, saving: update.isPending };
}

/**
 * The frame the cart's popups share: title, the product's name, the fields, the problem, the
 * buttons. The option popup of a wished product uses it too, before there is a cart line.
 */
export function CartLineDialog({
  title,
  line,
  detail,
  problem,
  saving,
  canApply = true,
  applyLabel = t.apply,
  onApply,
  onClose,
  children,
}: {
  title: string;
  line: { item: Pick<CartEntry['item'], 'item_name'> };
  detail: ReactNode;
  problem: string | undefined;
  saving: boolean;
  canApply?: boolean;
  applyLabel?: string;
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title}>
      <form
        className={styles.dialog}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.subject}>
          {line.item.item_name}
          <span>{detail}</span>
        </p>
        {children}
        <AlertText message={problem} className={styles.error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving} disabled={!canApply}>
            {applyLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
