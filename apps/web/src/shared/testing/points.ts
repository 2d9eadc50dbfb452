import type { PointEntry, PointSummary } from '@shop/contract/points';

/** A line of the ledger: an earning of 390 won from order 7 on 1 December, unless told. */
export const testPointEntry = (overrides: Partial<PointEntry> = {}): PointEntry => ({
  id: 1,
  kind: 'EARN',
  amount: 390,
  reason: null,
  order_id: 7,
  merchant_id: '20261121-ABCDEF1234',
  usable_at: '2026-12-21T01:00:00.000Z',
  created_at: '2026-12-01T01:00:00.000Z',
  ...overrides,
});

/**
 * A member's points: 15,390 won of which 15,000 usable (390 become usable on 21 December),
 * expiring on 1 December 2029, with the three lines that made them (newest first).
 */
export const testPointSummary = (overrides: Partial<PointSummary> = {}): PointSummary => ({
  balance: 15_390,
  usable: 15_000,
  spendable: true,
  min_spend: 10_000,
  pending: [{ amount: 390, usable_at: '2026-12-21T01:00:00.000Z' }],
  expires_at: '2029-12-01T01:00:00.000Z',
  entries: [
    testPointEntry({ id: 3 }),
    testPointEntry({
      id: 2,
      kind: 'SPEND',
      amount: -5_000,
      order_id: 5,
      merchant_id: '20261120-SPEND00005',
      usable_at: '2026-11-20T01:00:00.000Z',
      created_at: '2026-11-20T01:00:00.000Z',
    }),
    testPointEntry({
      id: 1,
      kind: 'GRANT',
      amount: 20_000,
      reason: '리뷰 이벤트 당첨',
      order_id: null,
      merchant_id: null,
      usable_at: '2026-11-01T01:00:00.000Z',
      created_at: '2026-11-01T01:00:00.000Z',
    }),
  ],
  total: 3,
  page: 1,
  limit: 20,
  ...overrides,
});
