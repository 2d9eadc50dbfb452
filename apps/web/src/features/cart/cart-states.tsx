import { Link } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { LoadingRows } from '../../shared/ui/loading-rows';
import { retryLabel } from '../../shared/ui/query-state';
import styles from './cart.module.css';
import { cartText } from './messages';
import type { CartScreen } from './use-cart';

const t = cartText;

/** Loading, failure and empty states of both cart screens; undefined when there are lines. */
export function cartState(screen: CartScreen) {
  const { cart, lines } = screen;
  if (cart.isPending) {
    return <LoadingRows className={styles.skeleton} label={t.loading} rows={2} />;
  }
  if (cart.isError) {
    return (
      <div className={styles.empty}>
        <p>{t.error}</p>
        <Button variant="secondary" onClick={() => cart.refetch()} loading={cart.isFetching}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t.empty}</p>
        <p className={styles.muted}>{t.emptyHint}</p>
        <Link to="/products" className={styles.linkButton}>
          {t.browse}
        </Link>
      </div>
    );
  }
  return undefined;
}
