import { type StockMovement, stockReasons } from '@shop/contract/admin-catalog';
import { orderActors } from '@shop/contract/order-states';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import type { Column } from '../../../shared/ui/data-table';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { useStockHistory } from './api';

const t = adminText.stockHistory;

/** +3 / −2, so that a glance tells units in from units out. */
export const formatDelta = (delta: number) =>
  delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0';

const columns: Column<StockMovement>[] = [
  {
    key: 'when',
    header: t.when,
    width: '150px',
    cell: (m) => <span className={page.num}>{formatDateTime(m.created_at)}</span>,
  },
  { key: 'option', header: t.option, cell: (m) => m.option_label },
  {
    key: 'change',
    header: t.change,
    width: '80px',
    align: 'end',
    cell: (m) => <span className={page.num}>{formatDelta(m.delta)}</span>,
  },
  {
    key: 'after',
    header: t.after,
    width: '80px',
    align: 'end',
    wide: true,
    cell: (m) => <span className={page.num}>{m.stock_after}</span>,
  },
  { key: 'reason', header: t.reason, width: '110px', cell: (m) => stockReasons.labels[m.reason] },
  {
    key: 'order',
    header: t.order,
    width: '170px',
    cell: (m) =>
      m.order_id !== null && m.order_number ? (
        <Link className={page.rowLink} to={`/admin/orders/${m.order_id}`}>
          {m.order_number}
        </Link>
      ) : (
        '—'
      ),
  },
  { key: 'who', header: t.who, width: '100px', cell: (m) => orderActors.labels[m.actor_type] },
];

/** The product's stock movements, newest first: why each option holds what it holds. */
export function StockHistory({ itemId }: { itemId: number }) {
  const query = useStockHistory(itemId);
  return (
    <QueryTable
      query={query}
      caption={t.title}
      columns={columns}
      rows={query.data?.movements}
      rowKey={(m) => m.movement_id}
      empty={t.none}
    />
  );
}
