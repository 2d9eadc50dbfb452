import {
  insightLabels as labels,
  type SellThrough,
  type TopOption,
  type TopProduct,
} from '@shop/contract/admin-insight';
import { formatWon, groupDigits } from '@shop/contract/format';
import { Link } from '../../../shared/routing';
import page from '../page.module.css';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';
import { type Field, InsightPanel, num } from './panel';

type Ranked<Row> = Row & { rank: number };
const ranked = <Row,>(rows: Row[]): Ranked<Row>[] =>
  rows.map((row, i) => ({ ...row, rank: i + 1 }));

const itemField = <Row extends { item_id: number; item_name: string }>(): Field<Row> => ({
  key: 'item',
  header: t.item,
  value: (r) => r.item_name,
  cell: (r) => (
    <Link className={page.rowLink} to={`/admin/products/${r.item_id}`}>
      {r.item_name}
    </Link>
  ),
});

const rankField = <Row extends { rank: number }>(): Field<Row> => ({
  key: 'rank',
  header: t.rank,
  align: 'end',
  value: (r) => r.rank,
  cell: (r) => num(r.rank),
});

const salesFields = <Row extends TopProduct>(): Field<Row>[] => [
  {
    key: 'units',
    header: t.units,
    align: 'end',
    value: (r) => r.units,
    cell: (r) => num(t.pieces(r.units)),
  },
  {
    key: 'revenue',
    header: labels.revenue,
    align: 'end',
    value: (r) => r.revenue,
    cell: (r) => num(formatWon(r.revenue)),
  },
];

const productFields: Field<Ranked<TopProduct>>[] = [rankField(), itemField(), ...salesFields()];

const optionFields: Field<Ranked<TopOption>>[] = [
  rankField(),
  itemField(),
  { key: 'option', header: t.option, value: (r) => r.option },
  ...salesFields(),
];

const sellThroughFields: Field<SellThrough>[] = [
  itemField(),
  {
    key: 'sold',
    header: t.sold,
    align: 'end',
    value: (r) => r.sold,
    cell: (r) => num(groupDigits(r.sold)),
  },
  {
    key: 'stock',
    header: t.stock,
    align: 'end',
    value: (r) => r.stock,
    cell: (r) => num(groupDigits(r.stock)),
  },
  {
    key: 'rate',
    header: labels.sellThrough,
    align: 'end',
    value: (r) => r.rate,
    cell: (r) => (
      <span className={styles.rate}>
        <span className={styles.rateTrack} aria-hidden>
          <span className={styles.rateBar} style={{ width: `${Math.min(1, r.rate) * 100}%` }} />
        </span>
        {num(t.percent(r.rate))}
      </span>
    ),
  },
];

export function TopProductsPanel({ rows }: { rows: TopProduct[] }) {
  return (
    <InsightPanel
      title={labels.topProducts}
      file="top-products"
      fields={productFields}
      rows={ranked(rows)}
      rowKey={(r) => r.item_id}
      empty={t.noRows}
    />
  );
}

export function TopOptionsPanel({ rows }: { rows: TopOption[] }) {
  return (
    <InsightPanel
      title={labels.topOptions}
      file="top-options"
      fields={optionFields}
      rows={ranked(rows)}
      rowKey={(r) => r.option_id}
      empty={t.noRows}
    />
  );
}

/** Sold ÷ (sold + stock now) of the products sold in the period. */
export function SellThroughPanel({ rows }: { rows: SellThrough[] }) {
  return (
    <InsightPanel
      title={labels.sellThrough}
      file="sell-through"
      fields={sellThroughFields}
      rows={rows}
      rowKey={(r) => r.item_id}
      empty={t.noRows}
    />
  );
}
