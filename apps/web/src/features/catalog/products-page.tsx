import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Button } from '../../shared/ui/button';
import { catalogText as t } from './catalog-text';
import { useItems } from './items-api';
import { ProductGrid } from './product-grid';
import styles from './products-page.module.css';

/** /products: the product grid, 3 columns on desktop and 2 on mobile (docs/api.md#pages-and-menu). */
export function ProductsPage() {
  usePageTitle(t.listHeading);
  const items = useItems();

  return (
    <section className={styles.page} aria-labelledby="products-heading">
      <header className={styles.head}>
        <h1 id="products-heading" className={styles.title}>
          {t.listHeading}
        </h1>
        {items.data && items.data.length > 0 && (
          <p className={styles.count}>{t.listCount(items.data.length)}</p>
        )}
      </header>

      {items.isPending ? (
        <ProductGrid items={undefined} />
      ) : items.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{t.listError}</p>
          <p className={styles.stateText}>{t.listErrorHint}</p>
          <Button variant="secondary" onClick={() => items.refetch()} loading={items.isFetching}>
            {t.retry}
          </Button>
        </div>
      ) : items.data.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{t.emptyTitle}</p>
          <p className={styles.stateText}>{t.emptyHint}</p>
          <Link to="/collection" className={styles.stateLink}>
            {t.emptyLink}
          </Link>
        </div>
      ) : (
        <ProductGrid items={items.data} />
      )}
    </section>
  );
}
