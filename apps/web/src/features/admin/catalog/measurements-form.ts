import {
  MEASURE_TEMPLATES,
  type MeasureField,
  type Measures,
  type MeasureTable,
  type MeasureTemplate,
} from '@shop/contract/measure-rules';
import { measureTableSchema } from '@shop/contract/measurements';
import { ApiError } from '../../../shared/api/errors';

/** The editor's cells as typed: size → field → text ('' is unknown). */
export type Cells = Record<string, Partial<Record<MeasureField, string>>>;

/** Where a problem belongs: a cell, a size's row, or the table as a whole. */
export interface TableProblems {
  cells: Record<string, Partial<Record<MeasureField, string>>>;
  rows: Record<string, string>;
  general: string | undefined;
}

export const noProblems: TableProblems = { cells: {}, rows: {}, general: undefined };

export const templateFields = (template: MeasureTemplate) =>
  MEASURE_TEMPLATES[template].fields as readonly MeasureField[];

/** The saved table as cells, every size it has (a size since removed too). */
export function cellsOf(table: MeasureTable | null): Cells {
  const cells: Cells = {};
  for (const { size, values } of table?.rows ?? []) {
    cells[size] = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, String(value)]),
    );
  }
  return cells;
}

/**
 * The table PUT sends: one row per size of the product that has a value, in the options'
 * order, with the template's fields only. A value that is not a number stays NaN, for the
 * contract's rules to refuse by cell.
 */
export function tableFrom(template: MeasureTemplate, sizes: string[], cells: Cells): MeasureTable {
  const fields = templateFields(template);
  const rows = sizes.flatMap((size) => {
    const values: Measures = {};
    for (const field of fields) {
      const text = cells[size]?.[field]?.trim() ?? '';
      if (text) values[field] = Number(text);
    }
    return Object.keys(values).length ? [{ size, values }] : [];
  });
  return { template, rows };
}

/** Problems as `loc` lists ('rows', index, 'values', field) put on the sizes they name. */
function placed(
  issues: { loc: readonly PropertyKey[]; msg: string }[],
  table: MeasureTable,
): TableProblems {
  const problems: TableProblems = { cells: {}, rows: {}, general: undefined };
  const rest: string[] = [];
  for (const { loc, msg } of issues) {
    const path = loc.slice(loc[0] === 'body' ? 1 : 0);
    const at = path[0] === 'measurements' ? path.slice(1) : path;
    const size = at[0] === 'rows' ? table.rows[Number(at[1])]?.size : undefined;
    if (size !== undefined && at[2] === 'values' && typeof at[3] === 'string') {
      problems.cells[size] = { ...problems.cells[size], [at[3] as MeasureField]: msg };
    } else if (size !== undefined) {
      problems.rows[size] = msg;
    } else {
      rest.push(msg);
    }
  }
  if (rest.length) problems.general = rest.join(', ');
  return problems;
}

/** What the contract's rules say of the table before it is sent; none when it may go. */
export function checkTable(table: MeasureTable): TableProblems | undefined {
  const checked = measureTableSchema.safeParse(table);
  if (checked.success) return undefined;
  return placed(
    checked.error.issues.map((issue) => ({ loc: issue.path, msg: issue.message })),
    table,
  );
}

/** The server's refusal of `table`: a 422 under its cells, anything else as one message. */
export function refusalOf(error: unknown, table: MeasureTable): TableProblems {
  if (error instanceof ApiError && Array.isArray(error.detail)) {
    return placed(error.detail, table);
  }
  return { ...noProblems, general: error instanceof Error ? error.message : undefined };
}

export const hasProblems = (p: TableProblems) =>
  p.general !== undefined || Object.keys(p.cells).length > 0 || Object.keys(p.rows).length > 0;
