import {
  type AbandonedCart,
  type Insight,
  insightLabels as labels,
} from '@shop/contract/admin-insight';
import { formatWon } from '@shop/contract/format';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import page from '../page.module.css';
import { csvDateTime } from './csv';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';
import { type Field, InsightPanel, num } from './panel';

const fields: Field<AbandonedCart>[] = [
  {
    key: 'member',
    header: t.userId,
    value: (c) => c.user_id,
    cell: (c) => (
      <Link className={page.rowLink} to={`/admin/members?q=${encodeURIComponent(c.user_id)}`}>
        {c.user_id}
      </Link>
    ),
  },
  { key: 'nickname', header: t.nickname, value: (c) => c.nickname },
  {
    key: 'lines',
    header: t.lines,
    align: 'end',
    value: (c) => c.lines,
    cell: (c) => num(t.pieces(c.lines)),
  },
  {
    key: 'value',
    header: t.value,
    align: 'end',
    value: (c) => c.value,
    cell: (c) => num(formatWon(c.value)),
  },
  {
    key: 'oldest',
    header: t.oldestAt,
    value: (c) => csvDateTime(c.oldest_at),
    cell: (c) => num(formatDateTime(c.oldest_at)),
  },
];

/** Members whose cart has waited more than a day, most valuable first. */
export function AbandonedCartsPanel({ carts }: { carts: Insight['abandoned_carts'] }) {
  return (
    <InsightPanel
      title={labels.abandonedCarts}
      file="abandoned-carts"
      fields={fields}
      rows={carts.rows}
      rowKey={(c) => c.member_id}
      empty={t.noAbandoned}
      wide
    >
      <p className={styles.panelLead}>
        <strong className={styles.panelFigure}>
          {t.abandonedSummary(carts.members, carts.lines, formatWon(carts.value))}
        </strong>
        <span className={page.muted}>{t.abandonedHint}</span>
      </p>
    </InsightPanel>
  );
}
