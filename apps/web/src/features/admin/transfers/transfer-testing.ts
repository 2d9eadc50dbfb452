import type { Transfer, TransferDetail, TransferRow } from '@shop/contract/admin-transfers';

/** A product sheet checked on 25 November: three products, nothing run yet. */
export const testTransfer = (overrides: Partial<Transfer> = {}): Transfer => ({
  id: 7,
  kind: 'catalog_import',
  status: 'checked',
  format: 'csv',
  source_name: '상품.csv',
  total: 3,
  processed: 0,
  counts: { create: 2, update: 1, unchanged: 0, error: 0 },
  error: null,
  file_name: null,
  actor: '운영자',
  created_at: '2026-11-25T01:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});

export const testRow = (overrides: Partial<TransferRow> = {}): TransferRow => ({
  line: 2,
  key: 'ONDO-001',
  label: '린넨 오버셔츠',
  action: 'create',
  errors: [],
  changes: [],
  ...overrides,
});

export const testDetail = (
  overrides: Partial<Transfer> = {},
  rows: TransferRow[] = [
    testRow(),
    testRow({ line: 4, key: 'ONDO-002', label: '램스울 니트', action: 'create' }),
    testRow({
      line: 6,
      key: 'ONDO-003',
      label: '울 코트',
      action: 'update',
      changes: ['판매가 39,000원 → 42,000원'],
    }),
  ],
): TransferDetail => ({ ...testTransfer(overrides), rows });

/** An order export the job finished: a CSV of 120 orders. */
export const testExport = (overrides: Partial<Transfer> = {}): Transfer =>
  testTransfer({
    id: 9,
    kind: 'orders_export',
    status: 'done',
    source_name: null,
    total: 120,
    processed: 120,
    counts: { create: 0, update: 0, unchanged: 0, error: 0 },
    file_name: 'orders-20261125.csv',
    ...overrides,
  });

/** Answers the listed states one call after another, then keeps answering the last. */
export function inTurn<T>(...answers: T[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
}
