import { Button } from '../../shared/ui/button';
import styles from './cart.module.css';
import { cartText } from './messages';
import type { CartScreen } from './use-cart';

const t = cartText;

/** Select-all with the count chosen, and delete of the chosen lines (both cart screens). */
export function CartToolbar({ screen }: { screen: CartScreen }) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.check}>
        <input type="checkbox" checked={screen.allChecked} onChange={screen.toggleAll} />
        {t.selectAll}
        <span className={styles.muted}>
          {t.selectedCount(screen.chosen.length, screen.lines.length)}
        </span>
      </label>
      <Button
        variant="ghost"
        className={styles.toolButton}
        onClick={screen.deleteSelected}
        loading={screen.deleting}
      >
        {t.deleteSelected}
      </Button>
    </div>
  );
}
