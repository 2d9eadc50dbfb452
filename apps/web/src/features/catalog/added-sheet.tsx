import { Check } from 'lucide-react';
import { Link } from '../../shared/routing';
import link from '../../shared/ui/link-button.module.css';
import { Modal } from '../../shared/ui/modal';
import styles from './added-sheet.module.css';
import { catalogText as t } from './catalog-text';

/** After adding to the cart: go to the cart, or stay and keep shopping. */
export function AddedSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const button = `${link.linkButton} ${link.block}`;
  return (
    <Modal open={open} onClose={onClose} title={t.added}>
      <div className={styles.sheet}>
        <p className={styles.title} role="status">
          <Check size={20} strokeWidth={1.75} aria-hidden />
          {t.added}
        </p>
        <div className={styles.actions}>
          <Link to="/cart" className={`${button} ${link.linkPrimary}`}>
            {t.viewCart}
          </Link>
          <button type="button" className={button} onClick={onClose}>
            {t.keepShopping}
          </button>
        </div>
      </div>
    </Modal>
  );
}
