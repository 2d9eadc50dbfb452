import { type AdminItemRow, itemVisibilities } from '@shop/contract/admin-catalog';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/admin-dashboard';
import { formatWon } from '@shop/contract/format';
import { useMemo } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { useSearchParams } from '../../../shared/routing';
import type { Column } from '../../../shared/ui/data-table';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { actionsColumn, choiceField, linkColumn, RowButton } from '../columns';
import { FilterBar, type FilterField } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { errorMessage } from '../query-state';
import { QueryTable } from '../query-table';
import { NewRecordLink } from '../record-form';
import { StatusBadge } from '../status-badge';
import { useUrlFilters } from '../url-filters';
import { useAdminItems, useSetVisibility } from './api';
import { catalogText } from './catalog-text';
import { useAdminCategories } from './categories-api';
import { type CategoryChoice, categoryChoices } from './category-tree';
import styles from './products-page.module.css';
import { StockDialog } from './stock-dialog';

const defaults = { q: '', visibility: 'all', category: '', page: '1' };
const t = adminText.products;
const f = catalogText.productFilters;

const fieldsWith = (categories: CategoryChoice[]): FilterField[] => [
  { name: 'q', label: t.search, type: 'search', placeholder: t.searchPlaceholder },
  {
    name: 'category',
    label: f.category,
    type: 'select',
    options: [
      { value: '', label: f.everyCategory },
      ...categories.map((c) => ({ value: String(c.id), label: c.path })),
    ],
  },
  choiceField('visibility', t.state, itemVisibilities.schema.options, itemVisibilities.labels),
];

const table = { caption: adminText.nav.products, rowKey: (row: AdminItemRow) => row.item_id };

/** Every product, hidden ones too: search, page, hide or show. */
export function AdminProductsPage() {
  const [filters, , { bar, toPage, page: current }] = useUrlFilters(defaults);
  const visibility = itemVisibilities.schema.catch('all').parse(filters.visibility);
  const categoryId = Number(filters.category) || undefined;
  const query = useAdminItems({ q: filters.q, visibility, category_id: categoryId, page: current });
  const tree = useAdminCategories();
  const fields = useMemo(
    () => fieldsWith(categoryChoices(tree.data?.categories ?? [])),
    [tree.data],
  );
  const visibilityChange = useSetVisibility();
  const notify = useNotify();
  // The quick stock edit is in the address too, so the dashboard can link straight to it.
  const [params, setParams] = useSearchParams();
  const stockItem = Number(params.get('stock')) || undefined;
  const stockOption = Number(params.get('option')) || undefined;
  function openStock(itemId: number | undefined) {
    const next = new URLSearchParams(params);
    next.delete('option');
    if (itemId === undefined) next.delete('stock');
    else next.set('stock', String(itemId));
    setParams(next);
  }

  async function toggle(row: AdminItemRow) {
    try {
      await visibilityChange.mutateAsync({ id: row.item_id, hidden: !row.is_hidden });
      notify(row.is_hidden ? t.shown(row.name) : t.hidden(row.name));
    } catch (error) {
      notify(errorMessage(error), 'alert');
    }
  }

  const columns: Column<AdminItemRow>[] = [
    {
      key: 'image',
      header: <span className="visually-hidden">{t.image}</span>,
      width: '64px',
      cell: (row) =>
        row.image_url ? (
          <img className={styles.thumb} src={row.image_url} alt="" width={48} height={60} />
        ) : (
          <span className={styles.thumbEmpty} aria-hidden />
        ),
    },
    linkColumn('name', t.name, (row) => [`/admin/products/${row.item_id}`, row.name]),
    {
      key: 'code',
      header: catalogText.productCode.column,
      cell: (row) =>
        row.code ? (
          <code className={styles.code}>{row.code}</code>
        ) : (
          <span className={page.muted}>{catalogText.productCode.none}</span>
        ),
    },
    { key: 'price', header: t.price, align: 'end', cell: (row) => formatWon(row.price) },
    {
      key: 'stock',
      header: t.stock,
      align: 'end',
      cell: (row) => (
        <span className={styles.stock}>
          <span className={page.num}>{t.stockSummary(row.total_stock, row.option_count)}</span>
          {row.min_stock <= LOW_STOCK_THRESHOLD && (
            <StatusBadge tone={row.min_stock === 0 ? 'danger' : 'accent'}>
              {row.min_stock === 0 ? t.soldOutOption : t.lowStock}
            </StatusBadge>
          )}
          <RowButton row={row.name} label={t.editStock} onClick={() => openStock(row.item_id)} />
        </span>
      ),
    },
    {
      key: 'state',
      header: t.state,
      cell: (row) =>
        row.is_hidden ? (
          <StatusBadge tone="muted">{itemVisibilities.labels.hidden}</StatusBadge>
        ) : (
          <StatusBadge>{itemVisibilities.labels.visible}</StatusBadge>
        ),
    },
    { key: 'updated', wide: true, header: t.updated, cell: (row) => formatDate(row.updated_at) },
    actionsColumn(t.actions, (row) => (
      <RowButton
        row={row.name}
        label={row.is_hidden ? t.show : t.hide}
        onClick={() => toggle(row)}
        disabled={visibilityChange.isPending}
      />
    )),
  ];

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.products}
        lead={query.data ? t.total(query.data.total) : undefined}
        actions={<NewRecordLink to="/admin/products/new">{t.create}</NewRecordLink>}
      />
      <FilterBar
        key={tree.data ? 'tree' : 'loading'}
        label={t.searchLabel}
        fields={fields}
        {...bar}
      />
      <QueryTable
        {...table}
        query={query}
        columns={columns}
        rows={query.data?.items}
        empty={filters.q || categoryId ? t.noMatch : t.none}
        onPage={toPage}
      />
      {stockItem !== undefined && (
        <StockDialog
          itemId={stockItem}
          focusOptionId={stockOption}
          onClose={() => openStock(undefined)}
        />
      )}
    </>
  );
}
