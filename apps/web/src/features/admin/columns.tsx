import type { ReactNode } from 'react';
import { Link } from '../../shared/routing';
import type { Column } from '../../shared/ui/data-table';
import type { FilterField } from './filter-bar';
import page from './page.module.css';

type Extra<Row> = Partial<Omit<Column<Row>, 'key' | 'header' | 'cell'>>;

/** A column whose cell links to the row's own screen: `link` gives the path and the text. */
export const linkColumn = <Row,>(
  key: string,
  header: ReactNode,
  link: (row: Row) => [to: string, text: ReactNode],
  extra: Extra<Row> = {},
): Column<Row> => ({
  key,
  header,
  ...extra,
  cell: (row) => {
    const [to, text] = link(row);
    return (
      <Link className={page.rowLink} to={to}>
        {text}
      </Link>
    );
  },
});

/** The product a row is about, linked to its edit screen. */
export const itemColumn = <Row extends { item_id: number; item_name: string }>(): Column<Row> =>
  linkColumn('item', '상품', (row) => [`/admin/products/${row.item_id}`, row.item_name]);

/** A column of figures or dates: tabular digits that do not wrap. */
export const numberColumn = <Row,>(
  key: string,
  header: ReactNode,
  value: (row: Row) => ReactNode,
  extra: Extra<Row> = {},
): Column<Row> => ({
  key,
  header,
  ...extra,
  cell: (row) => <span className={page.num}>{value(row)}</span>,
});

/** The row actions' column: its header is for screen readers only. */
export const actionsColumn = <Row,>(
  header: string,
  cell: (row: Row) => ReactNode,
): Column<Row> => ({
  key: 'actions',
  header: <span className="visually-hidden">{header}</span>,
  align: 'end',
  cell,
});

/** A text button in a row, named with the row for screen readers ("<row> 숨기기"). */
export function RowButton({
  row,
  label,
  onClick,
  disabled,
  children = label,
  className = page.textButton,
}: {
  row: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${row} ${label}`}
    >
      {children}
    </button>
  );
}

/** A select filter over a fixed set of values, with an "every value" choice first when named. */
export const choiceField = <V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labels: Record<V, string>,
  every?: string,
): FilterField => ({
  name,
  label,
  type: 'select',
  options: [
    ...(every === undefined ? [] : [{ value: '', label: every }]),
    ...values.map((value) => ({ value, label: labels[value] })),
  ],
});

/** The search box of a list's filter bar. */
export const searchField = (label: string, placeholder: string): FilterField => ({
  name: 'q',
  label,
  type: 'search',
  placeholder,
});
