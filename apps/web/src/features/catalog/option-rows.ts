/** One chosen option of the product page and how many of it; rows at 0 are kept but hidden. */
export interface OptionRow {
  option: string;
  quantity: number;
}

/** Option label → stock (what the item detail answers as `options`). */
export type Stocks = Record<string, number>;

const clamp = (quantity: number, stock: number) => Math.max(0, Math.min(quantity, stock));

function setQuantity(rows: OptionRow[], option: string, quantity: (current: number) => number) {
  return rows.map((row) =>
    row.option === option ? { ...row, quantity: quantity(row.quantity) } : row,
  );
}

/**
 * Choosing an option (docs/api.md#client-state): a new one gets a row with quantity 1; one already in the rows
 * comes back to at least 1. Sold-out or unknown options change nothing.
 */
export function selectOption(rows: OptionRow[], option: string, stocks: Stocks): OptionRow[] {
  const stock = stocks[option] ?? 0;
  if (stock <= 0) return rows;
  if (!rows.some((row) => row.option === option)) return [...rows, { option, quantity: 1 }];
  return setQuantity(rows, option, (q) => clamp(Math.max(q, 1), stock));
}

/** Plus: one more, never above the option's stock. */
export function increase(rows: OptionRow[], option: string, stocks: Stocks): OptionRow[] {
  return setQuantity(rows, option, (q) => clamp(q + 1, stocks[option] ?? 0));
}

/** Minus: one less, never below 0 (a row at 0 is hidden). */
export function decrease(rows: OptionRow[], option: string): OptionRow[] {
  return setQuantity(rows, option, (q) => Math.max(0, q - 1));
}

/** x: the row's quantity becomes 0, which hides it. */
export function removeOption(rows: OptionRow[], option: string): OptionRow[] {
  return setQuantity(rows, option, () => 0);
}

/** The rows shown: those with a quantity above 0. */
export const visibleRows = (rows: OptionRow[]) => rows.filter((row) => row.quantity > 0);

/** Whether plus can still add one. */
export const canIncrease = (row: OptionRow, stocks: Stocks) =>
  row.quantity < (stocks[row.option] ?? 0);

/** Price × quantity over every row (display only: the server prices the order). */
export function totalPrice(rows: OptionRow[], unitPrice: number): number {
  return rows.reduce((sum, row) => sum + unitPrice * Math.max(0, row.quantity), 0);
}

/** The lines sent to POST /v1/cart/create. */
export const cartLines = (rows: OptionRow[]) =>
  visibleRows(rows).map((row) => ({ color_size: row.option, quantity: row.quantity }));
