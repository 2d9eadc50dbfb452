import type { AdminCategoryNode, AdminCategoryRow } from '@shop/contract/admin-categories';
import { MEASURE_TEMPLATES } from '@shop/contract/measure-rules';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import { errorMessage, LoadError, QueryStatus } from '../query-state';
import { useRemoval } from '../row-editing';
import { StatusBadge } from '../status-badge';
import { catalogText } from './catalog-text';
import {
  useAdminCategories,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from './categories-api';
import styles from './categories-page.module.css';
import { CategoryForm, type CategoryFormMode } from './category-form';
import { movedOrder, siblingsOf } from './category-tree';

const t = catalogText.categories;

/** The two-level category tree: add, rename, hide or show, reorder, delete. */
export function AdminCategoriesPage() {
  const query = useAdminCategories();
  const [mode, setMode] = useState<CategoryFormMode>();
  const removal = useRemoval(useDeleteCategory(), t, (c: AdminCategoryRow) => [
    c.category_id,
    c.name,
  ]);
  const tree = query.data?.categories ?? [];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.categories}
        lead={t.lead}
        actions={
          <Button onClick={() => setMode({ kind: 'create', parentId: null })}>{t.create}</Button>
        }
      />
      {mode && (
        <CategoryForm
          key={mode.kind === 'edit' ? `edit-${mode.row.category_id}` : `new-${mode.parentId}`}
          mode={mode}
          tops={tree}
          onDone={() => setMode(undefined)}
        />
      )}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <QueryStatus query={query} />
      ) : tree.length === 0 ? (
        <p className={styles.empty}>{t.none}</p>
      ) : (
        <ul className={styles.tree} aria-label={t.treeLabel}>
          {tree.map((top) => (
            <li key={top.category_id} className={styles.top}>
              <CategoryRow row={top} tree={tree} onEdit={setMode} onRemove={removal.ask} />
              {top.children.length > 0 && (
                <ul className={styles.children} aria-label={top.name}>
                  {top.children.map((child) => (
                    <li key={child.category_id}>
                      <CategoryRow
                        row={child}
                        tree={tree}
                        onEdit={setMode}
                        onRemove={removal.ask}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {removal.dialog}
    </>
  );
}

/** One category: its name, address, state and product count, and what can be done to it. */
function CategoryRow({
  row,
  tree,
  onEdit,
  onRemove,
}: {
  row: AdminCategoryRow;
  tree: AdminCategoryNode[];
  onEdit: (mode: CategoryFormMode) => void;
  onRemove: (row: AdminCategoryRow) => void;
}) {
  const reorder = useReorderCategories();
  const update = useUpdateCategory();
  const notify = useNotify();
  const siblings = siblingsOf(tree, row.parent_id);
  const at = siblings.findIndex((c) => c.category_id === row.category_id);

  async function move(step: -1 | 1) {
    const order = movedOrder(siblings, row.category_id, step);
    if (!order) return;
    try {
      await reorder.mutateAsync({ parent_id: row.parent_id, category_ids: order });
      notify(t.moved(row.name));
    } catch (error) {
      notify(errorMessage(error), 'alert');
    }
  }
  async function toggle() {
    try {
      await update.mutateAsync({
        id: row.category_id,
        name: row.name,
        slug: row.slug,
        is_hidden: !row.is_hidden,
      });
      notify(t.saved(row.name));
    } catch (error) {
      notify(errorMessage(error), 'alert');
    }
  }
  const busy = reorder.isPending || update.isPending;
  // Up and down stay focusable at the ends (aria-disabled), so focus follows a row moved there.
  const action = (label: string, onClick: () => void, children: ReactNode = label, end = false) => (
    <button
      type="button"
      className={styles.action}
      onClick={end || busy ? undefined : onClick}
      aria-disabled={end || busy || undefined}
      aria-label={`${row.name} ${label}`}
    >
      {children}
    </button>
  );

  return (
    <div className={styles.row}>
      <div className={styles.what}>
        <span className={styles.name}>{row.name}</span>
        <span className={styles.slug}>/{row.slug}</span>
        {row.is_hidden && <StatusBadge tone="muted">{t.hiddenBadge}</StatusBadge>}
        {row.measure_template && (
          <span className={styles.count}>
            {t.measureBadge(MEASURE_TEMPLATES[row.measure_template].label)}
          </span>
        )}
        <span className={styles.count}>{t.products(row.product_count)}</span>
      </div>
      <div className={styles.actions}>
        {siblings.length > 1 && (
          <>
            {action(
              t.up,
              () => move(-1),
              <ArrowUp size={16} strokeWidth={1.5} aria-hidden />,
              at === 0,
            )}
            {action(
              t.down,
              () => move(1),
              <ArrowDown size={16} strokeWidth={1.5} aria-hidden />,
              at === siblings.length - 1,
            )}
          </>
        )}
        {action(t.edit, () => onEdit({ kind: 'edit', row }))}
        {row.parent_id === null &&
          action(t.addChild, () => onEdit({ kind: 'create', parentId: row.category_id }))}
        {action(row.is_hidden ? t.show : t.hide, toggle)}
        {action(t.remove, () => onRemove(row))}
      </div>
    </div>
  );
}
