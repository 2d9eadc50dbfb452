import type { AdminClaim } from '@shop/contract/admin-claims';
import { formatWon } from '@shop/contract/format';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { itemColumn } from '../columns';
import { claimText as t } from './claim-text';

type Line = AdminClaim['lines'][number];

const base: Column<Line>[] = [
  itemColumn<Line>(),
  { key: 'option', header: t.option, cell: (l) => l.option },
  { key: 'qty', header: t.quantity, align: 'end', cell: (l) => l.quantity },
  { key: 'unit', header: t.unitPrice, align: 'end', cell: (l) => formatWon(l.unit_price) },
];
const exchangeOption: Column<Line> = {
  key: 'exchange',
  header: t.exchangeOption,
  cell: (l) => l.exchange_option ?? '—',
};
const restock: Column<Line> = {
  key: 'restock',
  header: t.restock,
  cell: (l) => (l.restock === null ? '—' : t.restockLabels[`${l.restock}`]),
};

/** The claimed lines; the wanted option for an exchange, and once inspected whether each goes back on sale. */
export function ClaimLines({ claim }: { claim: AdminClaim }) {
  const columns = [
    ...base,
    ...(claim.kind === 'EXCHANGE' ? [exchangeOption] : []),
    ...(claim.lines.some((l) => l.restock !== null) ? [restock] : []),
  ];
  return (
    <DataTable caption={t.lines} columns={columns} rows={claim.lines} rowKey={(l) => l.line_id} />
  );
}
