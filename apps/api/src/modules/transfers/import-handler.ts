import type { ImportKind, RowAction, TransferRow } from '@shop/contract/admin-transfers';

/** One line of an uploaded sheet: its line number (the header is line 1) and cells by header. */
export interface SheetRecord {
  line: number;
  cells: Record<string, string>;
}

/** A row of the dry run, with what the run will write (JSON; null when the row has errors). */
export interface CheckedRow<Data> extends TransferRow {
  data: Data | null;
}

export interface AppliedRow {
  action: Exclude<RowAction, 'error'>;
  changes: string[];
}

/**
 * What one kind of import knows: which columns it needs, how it reads records into checked rows
 * (without writing anything), and how it writes one row, through the owning module's service.
 * Applying a row twice writes it once: the second answers `unchanged`.
 */
export interface ImportHandler<Data> {
  kind: ImportKind;
  requiredColumns: readonly string[];
  check(records: SheetRecord[]): Promise<CheckedRow<Data>[]>;
  apply(data: Data, actor: { id: number }): Promise<AppliedRow>;
}
